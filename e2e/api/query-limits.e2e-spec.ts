import { GRAPHQL_LIMITS } from '@fieldnote/core';
import { type GqlResponse, httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';

type LimitError = {
  message: string;
  extensions: { errorCode: string; humanReadable: boolean; details?: { limit?: string; maximum?: number } };
};

const ONE_MB = 1024 * 1024;

/** The first error, with the details the limits add. */
function firstError(response: GqlResponse<unknown>): LimitError | undefined {
  return response.errors?.[0] as LimitError | undefined;
}

/** `count` copies of `selection`, each under its own alias. */
function aliased(count: number, selection: (i: number) => string): string {
  return Array.from({ length: count }, (_, i) => `a${i}: ${selection(i)}`).join(' ');
}

describe('GraphQL query limits', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;
  let viewer: BuiltAccount;
  let projectId: string;
  let bigNoteId: string;

  /** The server must survive every refused request: GET /ping still answers. */
  async function expectPing(): Promise<void> {
    const ping = await sut.client().http('/ping');
    expect(ping.status).toBe(200);
    expect(ping.json()).toEqual({ status: 'ok' });
  }

  /** A refused request: the named limit, BAD_USER_INPUT, a message for people, no data, no internals. */
  function expectRefused(response: GqlResponse<unknown>, limit: string, message: RegExp): void {
    const error = firstError(response);
    expect(error?.extensions).toMatchObject({
      errorCode: 'BAD_USER_INPUT',
      humanReadable: true,
      details: { limit },
    });
    expect(error?.message).toMatch(message);
    expect(response.data).toBeNull();
    expectNoLeak(JSON.stringify(response.errors));
  }

  beforeAll(async () => {
    sut = await sharedTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
    projectId = await buildProject(workspace.manager.client);
    bigNoteId = await buildNote(workspace.manager.client, projectId, 'A long interview', 'x'.repeat(ONE_MB));
    viewer = await addMember(sut, workspace, 'VIEWER');
  });
  afterAll(() => sut.close());

  it('should refuse a viewer asking for 200 aliases of notes { content } over a 1 MB note and keep serving', async () => {
    const attack = `{ ${aliased(200, () => `notes(projectId: "${projectId}") { content }`)} }`;
    const response = await viewer.client.gql(attack);
    // Its 1,400 tokens are refused while parsing, before the 200 aliases are even counted.
    expectRefused(response, 'maxTokens', /too long/);
    expect(response.status).toBe(400);
    await expectPing();
    expect(expectOk(await viewer.client.gql<{ workspace: { id: string } }>('{ workspace { id } }'))).toEqual({
      workspace: { id: workspace.id },
    });
  });

  it('should refuse 16 aliases and answer 15 when the alias limit is 15', async () => {
    expect(GRAPHQL_LIMITS.maxAliases).toBe(15);
    const refused = await viewer.client.gql(`{ ${aliased(16, () => 'workspace { name }')} }`);
    expectRefused(refused, 'maxAliases', /more than 15 aliases/);
    const answered = expectOk(await viewer.client.gql(`{ ${aliased(15, () => 'workspace { name }')} }`));
    expect(Object.keys(answered)).toHaveLength(15);
    await expectPing();
  });

  it('should refuse a query one level deeper than the depth limit and answer one at the limit', async () => {
    // The schema's own types are shallow; only introspection nests this far.
    const nested = (depth: number) => {
      let selection = 'name';
      for (let level = 5; level < depth; level++) selection = `ofType { ${selection} }`;
      return `{ __schema { types { fields { type { ${selection} } } } } }`;
    };
    const refused = await viewer.client.gql(nested(GRAPHQL_LIMITS.maxDepth + 1));
    expectRefused(refused, 'maxDepth', /nested too deeply \(the depth limit is 15\)/);
    expectOk(await viewer.client.gql(nested(GRAPHQL_LIMITS.maxDepth)));
    await expectPing();
  });

  it('should refuse a document with more tokens than the limit before building it', async () => {
    // Small operations, one of them run, with exactly `tokens` tokens: each other operation is 8 tokens
    // and the first 9 plus its padding. (Many copies of one field would trip graphql-js' own guard
    // against costly field merging before the token limit could be shown to hold.)
    const document = (tokens: number) => {
      const others = Math.floor((tokens - 9) / 8);
      const padding = '__typename '.repeat(tokens - 9 - 8 * others);
      const first = `query Q0 { workspace { id name ${padding}} }`;
      const rest = Array.from({ length: others }, (_, i) => `query Q${i + 1} { workspace { name } }`);
      return JSON.stringify({ query: [first, ...rest].join('\n'), operationName: 'Q0' });
    };
    expect(GRAPHQL_LIMITS.maxTokens).toBe(1000);
    expectRefused(
      await viewer.client.post(document(1001)),
      'maxTokens',
      /too long \(more than 1000 tokens\)/,
    );
    const answered = expectOk(await viewer.client.post<{ workspace: { id: string } }>(document(1000)));
    expect(answered.workspace.id).toBe(workspace.id);
    await expectPing();
  });

  it('should refuse more directives than the limit and answer the limit itself', async () => {
    const directives = (count: number) =>
      `{ workspace { ${Array.from({ length: count }, () => 'name @include(if: true)').join(' ')} } }`;
    const refused = await viewer.client.gql(directives(GRAPHQL_LIMITS.maxDirectives + 1));
    expectRefused(refused, 'maxDirectives', /more than 20 directives/);
    expectOk(await viewer.client.gql(directives(GRAPHQL_LIMITS.maxDirectives)));
    await expectPing();
  });

  it('should refuse a query whose lists of long texts cost more than the limit though each part is allowed', async () => {
    // 15 aliases (allowed) of a list (x10) of note content (100 each): about 15,000 points.
    const query = `query($p: ID!) { ${aliased(15, () => 'notes(projectId: $p) { content }')} }`;
    const refused = await viewer.client.gql(query, { p: projectId });
    expectRefused(refused, 'maxCost', /too complex \(cost 15015, the limit is 2000\)/);
    const one = expectOk(
      await viewer.client.gql<{ notes: { content: string }[] }>(
        'query($p: ID!) { notes(projectId: $p) { content } }',
        { p: projectId },
      ),
    );
    expect(one.notes[0].content).toHaveLength(ONE_MB);
    await expectPing();
  });

  it('should answer RESPONSE_TOO_LARGE instead of building a response over the size limit', async () => {
    // 15 copies of a 1 MB note pass every limit on the query's shape and cost; 15 MB is over 8 MB.
    const query = `query($id: ID!) { ${aliased(15, () => 'note(id: $id) { content }')} }`;
    const response = await viewer.client.gql(query, { id: bigNoteId });
    expect(response.errors).toHaveLength(1);
    expect(firstError(response)).toEqual({
      message: 'The answer to this query would be larger than 8 MB. Ask for fewer items or fields at once.',
      locations: expect.any(Array),
      path: expect.any(Array),
      extensions: {
        errorCode: 'RESPONSE_TOO_LARGE',
        humanReadable: true,
        details: { limit: 'maxResponseBytes', maximum: GRAPHQL_LIMITS.maxResponseBytes },
      },
    });
    expect(response.data).toBeNull();
    await expectPing();
    const seven = `query($id: ID!) { ${aliased(7, () => 'note(id: $id) { content }')} }`;
    expect(Object.keys(expectOk(await viewer.client.gql(seven, { id: bigNoteId })))).toHaveLength(7);
  });

  it('should answer 413 with BAD_USER_INPUT when the request body is over the limit', async () => {
    const body = JSON.stringify({
      query: '{ workspace { name } }',
      variables: { pad: 'x'.repeat(GRAPHQL_LIMITS.maxBodyBytes) },
    });
    const response = await httpRequest(`${sut.address}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: workspace.host,
        cookie: viewer.client.sessionCookie ?? '',
      },
      body,
    });
    expect(response.status).toBe(413);
    const error = (response.json() as GqlResponse<unknown>).errors?.[0] as LimitError | undefined;
    expect(error?.extensions).toEqual({
      errorCode: 'BAD_USER_INPUT',
      humanReadable: true,
      details: { limit: 'maxBodyBytes', maximum: GRAPHQL_LIMITS.maxBodyBytes },
    });
    expect(error?.message).toBe('The request body is too large (the limit is 10 MB).');
    await expectPing();
  });
});
