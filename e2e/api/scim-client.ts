import { type HttpResponse, httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { type BuiltWorkspace, expectOk } from './factories';

/** A SCIM client as an identity provider is one: a bearer token, the workspace host, application/scim+json. */
export interface ScimClient {
  request(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<HttpResponse>;
}

export function scimClient(server: TestServer, host: string, token: string): ScimClient {
  return {
    request: (method, path, body, headers = {}) =>
      httpRequest(`${server.address}/scim/v2${path}`, {
        method,
        headers: {
          host,
          authorization: `Bearer ${token}`,
          accept: 'application/scim+json',
          ...(body !== undefined ? { 'content-type': 'application/scim+json' } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

/** A new SCIM token of the workspace, made by its manager through GraphQL. */
export async function buildScimToken(workspace: BuiltWorkspace, name = 'Identity provider') {
  const data = expectOk(
    await workspace.manager.client.gql<{ createScimToken: { token: string; scimToken: { id: string } } }>(
      'mutation($name: String!) { createScimToken(name: $name) { token scimToken { id } } }',
      { name },
    ),
  );
  return { id: data.createScimToken.scimToken.id, secret: data.createScimToken.token };
}

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** The SCIM error body of a refusal, checked to be one. */
export function scimError(response: HttpResponse): { status: string; scimType?: string; detail: string } {
  const body = response.json<{ schemas: string[]; status: string; scimType?: string; detail: string }>();
  if (!body.schemas?.includes(ERROR_SCHEMA)) throw new Error(`Not a SCIM error body: ${response.text}`);
  return body;
}
