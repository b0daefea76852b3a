import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

const FEED = 'id title search createdAt updatedAt';
const CREATE = `mutation($input: CreateSavedFeedInput!) { createSavedFeed(input: $input) { ${FEED} } }`;
const RENAME = `mutation($input: RenameSavedFeedInput!) { renameSavedFeed(input: $input) { ${FEED} } }`;
const DELETE = 'mutation($id: ID!) { deleteSavedFeed(id: $id) }';
const LIST = `{ savedFeeds { ${FEED} } }`;
const ONE = `query($id: ID!) { savedFeed(id: $id) { ${FEED} } }`;

interface Feed {
  id: string;
  title: string;
  search: string;
}

/** Saved feeds (spec 000 §2, §9: title at most 200): a member's own saved searches. */
describe('saved feeds', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let viewer: BuiltAccount;
  let contributor: BuiltAccount;

  const create = (who: BuiltAccount, title: string, search: string) =>
    who.client.gql<{ createSavedFeed: Feed }>(CREATE, { input: { title, search } });
  const list = async (who: BuiltAccount) =>
    expectOk(await who.client.gql<{ savedFeeds: Feed[] }>(LIST)).savedFeeds;
  async function outboxSubjects(): Promise<string[]> {
    const rows = await sql<{ subject: string }>(
      sut,
      'select subject from regional.outbox_events where workspace_id = ?',
      [ws.id],
    );
    return rows.map((r) => r.subject);
  }

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    viewer = await addMember(sut, ws, 'VIEWER');
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
  });

  afterAll(() => sut.close());

  it('should save a search for a viewer, list it by title, open it, rename it and delete it, each with its event', async () => {
    // A member of its own: the other tests save feeds for theirs, in any order.
    const viewer = await addMember(sut, ws, 'VIEWER');
    const filter = JSON.stringify({ form: { combinator: 'Or', rows: [] } });
    const search = new URLSearchParams({
      filter,
      sort: 'CREATED.ASC',
      resultType: 'notes',
      query: 'pricing',
    });
    const saved = expectOk(await create(viewer, '  Pricing pains ', search.toString())).createSavedFeed;
    // Stored in the page's own order, so the same search always reads the same.
    expect(saved).toMatchObject({
      title: 'Pricing pains',
      search: new URLSearchParams({
        query: 'pricing',
        resultType: 'notes',
        sort: 'CREATED.ASC',
        filter,
      }).toString(),
    });
    const other = expectOk(await create(viewer, 'Churn', 'query=churn')).createSavedFeed;
    expect((await list(viewer)).map((f) => f.title)).toEqual(['Churn', 'Pricing pains']);
    const opened = expectOk(await viewer.client.gql<{ savedFeed: Feed }>(ONE, { id: saved.id })).savedFeed;
    expect(opened.search).toBe(saved.search);

    const renamed = expectOk(
      await viewer.client.gql<{ renameSavedFeed: Feed }>(RENAME, {
        input: { id: saved.id, title: 'Annual plan' },
      }),
    );
    expect(renamed.renameSavedFeed.title).toBe('Annual plan');
    expect(
      expectOk(await viewer.client.gql<{ deleteSavedFeed: boolean }>(DELETE, { id: other.id }))
        .deleteSavedFeed,
    ).toBe(true);
    expect((await list(viewer)).map((f) => f.id)).toEqual([saved.id]);
    expect(await outboxSubjects()).toEqual(
      expect.arrayContaining(['saved_feed.created', 'saved_feed.renamed', 'saved_feed.deleted']),
    );
  });

  it("should keep each member's feeds to themselves: another member gets NOT_FOUND and changes nothing", async () => {
    const mine = expectOk(await create(contributor, 'Mine', 'query=mine')).createSavedFeed;
    expect((await list(viewer)).map((f) => f.id)).not.toContain(mine.id);
    for (const [query, variables] of [
      [ONE, { id: mine.id }],
      [RENAME, { input: { id: mine.id, title: 'Taken over' } }],
      [DELETE, { id: mine.id }],
    ] as const) {
      expect(errorCode(await viewer.client.gql(query, variables))).toBe('NOT_FOUND');
    }
    expect((await list(contributor)).find((f) => f.id === mine.id)?.title).toBe('Mine');
  });

  it('should take a title of 200 characters and refuse 201, an empty one, and an unknown id', async () => {
    expect(expectOk(await create(viewer, 'x'.repeat(200), '')).createSavedFeed.title).toHaveLength(200);
    const before = (await list(viewer)).length;
    const long = await create(viewer, 'x'.repeat(201), '');
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.message).toMatch(/Feed title can be at most 200 characters/);
    expect(errorCode(await create(viewer, '   ', ''))).toBe('BAD_USER_INPUT');
    expect(errorCode(await viewer.client.gql(ONE, { id: 'not-an-id' }))).toBe('NOT_FOUND');
    expect((await list(viewer)).length).toBe(before);
  });

  it('should refuse a search that is not the search page’s: other parameters, a filter that is not JSON, bad ids, a long query', async () => {
    const before = (await list(viewer)).length;
    const refusals: [string, RegExp][] = [
      ['admin=1', /parameter "admin"/],
      ['filter=%7Btags%3A', /valid JSON/],
      ['filter=%5B1%5D', /valid JSON/],
      ['projectIds=abc', /UUID/],
      [`query=${'a'.repeat(2001)}`, /at most 2000 characters/],
      ['query=' + 'a'.repeat(20_001), /at most 20000 characters/],
    ];
    for (const [search, message] of refusals) {
      const response = await create(viewer, 'Bad', search);
      expect({ search: search.slice(0, 30), code: errorCode(response) }).toEqual({
        search: search.slice(0, 30),
        code: 'BAD_USER_INPUT',
      });
      expect(response.errors?.[0]?.message).toMatch(message);
    }
    expect((await list(viewer)).length).toBe(before);
  });

  it('should let an API token list feeds but not change them', async () => {
    const saved = expectOk(await create(ws.manager, 'Manager feed', 'query=a')).createSavedFeed;
    const token = await buildApiToken(ws.manager.client, 'feeds script');
    const client = sut.client(ws.subdomain);
    client.bearer = token.secret;
    expect(expectOk(await client.gql<{ savedFeeds: Feed[] }>(LIST)).savedFeeds.map((f) => f.id)).toEqual([
      saved.id,
    ]);
    expect(errorCode(await client.gql(CREATE, { input: { title: 'Script', search: '' } }))).toBe('FORBIDDEN');
  });
});
