import { getIntrospectionQuery } from 'graphql';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { type BuiltWorkspace, buildApiToken, expectOk, signUpAndCreateWorkspace } from './factories';

describe('GraphQL introspection and field suggestions outside development', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;

  beforeAll(async () => {
    // startTestServer runs with NODE_ENV=test: production-like, the schema is not public.
    sut = await sharedTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
  });
  afterAll(() => sut.close());

  it.each([
    ['the full introspection query on the root domain', 'localhost', getIntrospectionQuery()],
    ['__schema on a workspace address', 'workspace', '{ __schema { types { name } } }'],
    ['__type on a workspace address', 'workspace', '{ __type(name: "Mutation") { fields { name } } }'],
  ])('should refuse an anonymous caller reading %s with UNAUTHENTICATED', async (_name, where, query) => {
    const client = where === 'localhost' ? sut.client() : sut.client(workspace.subdomain);
    const response = await client.gql(query);
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
    expect(response.errors?.[0]?.message).toBe(
      'Sign in to read the GraphQL schema: introspection is for signed-in members.',
    );
    expect(response.data).toBeNull();
    expect(JSON.stringify(response)).not.toContain('createApiToken');
    expect((await sut.client().http('/ping')).status).toBe(200);
  });

  it('should still answer __typename to an anonymous caller', async () => {
    expect(expectOk(await sut.client().gql('{ __typename }'))).toEqual({ __typename: 'Query' });
  });

  it('should let a signed-in member introspect with a session', async () => {
    const data = expectOk(
      await workspace.manager.client.gql<{ __schema: { types: { name: string }[] } }>(
        getIntrospectionQuery(),
      ),
    );
    expect(data.__schema.types.map((t) => t.name)).toContain('Project');
  });

  it('should let an API token caller introspect', async () => {
    const { secret } = await buildApiToken(workspace.manager.client);
    const client = sut.client();
    client.bearer = secret;
    const data = expectOk(
      await client.gql<{ __type: { name: string } }>('{ __type(name: "Project") { name } }'),
    );
    expect(data.__type.name).toBe('Project');
  });

  it('should hide "Did you mean" field suggestions from an anonymous caller', async () => {
    const response = await sut.client(workspace.subdomain).gql('{ projectz { id } }');
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe('Cannot query field "projectz" on type "Query".');
  });

  it('should keep field suggestions for a signed-in member', async () => {
    // Suggestions are kept when the session is in the cache as the error is written (README,
    // GraphQL limits): one request first, so this test does not depend on which test ran before.
    expectOk(await workspace.manager.client.gql('{ me { account { id } } }'));
    const response = await workspace.manager.client.gql('{ projectz { id } }');
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toMatch(/Did you mean "project"/);
  });
});
