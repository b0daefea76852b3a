import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';
import { SEARCH, type Found, searchUntil } from './search-client';

/**
 * The server compiles a query with graphql-jit from its second run on (graphql-options.ts). A
 * compiled query must answer exactly as graphql-js did: same data, same defaults for the input
 * fields a client leaves out, same refusals.
 */
describe('compiled queries', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;
  let projectId: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
    projectId = await buildProject(workspace.manager.client);
    for (let i = 0; i < 25; i += 1) {
      await buildNote(
        workspace.manager.client,
        projectId,
        `Pricing interview ${i + 1}`,
        'Pricing was unclear.',
      );
    }
  });
  afterAll(() => sut.close());

  it('should fill in the defaults of omitted non-null input fields on every run, compiled or not', async () => {
    const client = workspace.manager.client;
    // `SearchInput.limit: Int! = 20` and `sort` with its defaults are left out.
    const input = { types: ['NOTE'], query: { method: 'FULL_TEXT', value: 'pricing' } };
    await searchUntil(client, input, (found) => found.total === 25);
    const runs: Found[] = [];
    for (let run = 0; run < 4; run += 1) {
      runs.push(expectOk(await client.gql<{ search: Found }>(SEARCH, { input })).search);
    }
    for (const found of runs) {
      expect(found.total).toBe(25);
      expect(found.items).toHaveLength(20);
    }
    expect(runs.slice(1)).toEqual([runs[0], runs[0], runs[0]]);
  });

  it('should refuse a bad variable the same way before and after the query is compiled', async () => {
    const client = workspace.manager.client;
    const query = `query Notes($projectId: ID!, $limit: Int) { notes(projectId: $projectId, limit: $limit) { id } }`;
    for (let run = 0; run < 3; run += 1) {
      expect(
        expectOk(await client.gql<{ notes: unknown[] }>(query, { projectId, limit: 5 })).notes,
      ).toHaveLength(5);
      const refused = await client.gql(query, { projectId, limit: 'five' });
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({ extensions: { errorCode: 'BAD_USER_INPUT' } });
      expect(refused.errors?.[0]?.message).toMatch(/\$limit/);
    }
  });
});
