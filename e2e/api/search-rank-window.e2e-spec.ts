import {
  COUNT_IN_TABLES_BELOW,
  FullTextSearchService,
  NEWER_SAMPLE,
  RANK_WALK,
  RANK_WALK_MORE,
  RANK_WINDOW,
} from '@fieldnote/api';
import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { type TestServer, startTestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
} from './factories';
import { type Found, searchUntil } from './search-client';

/** Search with the estimate flag, which the shared client leaves out. */
const SEARCH = `query($input: SearchInput!) { search(input: $input) { total totalIsEstimate offset items { id } } }`;
type Estimated = Pick<Found, 'total' | 'offset'> & { totalIsEstimate: boolean; items: { id: string }[] };

/** How often each note says "churn", oldest note first: the oldest says it most. */
const CHURN_COUNTS = [7, 1, 2, 6, 3, 5, 4];
const FILLER = ['onboarding', 'pricing', 'export', 'billing', 'calendar', 'invoice', 'mobile'];

/**
 * A search by relevance ranks the newest RANK_WINDOW matches (a test makes it 3): with more matches
 * than that, those come first by relevance, the older ones follow by relevance, and the total is an
 * estimate, said so by totalIsEstimate. With fewer, everything is exact, as before.
 */
describe('search: the ranked window of a relevance search', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let viewer: BuiltAccount;
  let fullText: FullTextSearchService;
  /** The notes, oldest first. */
  const notes: string[] = [];

  const run = async (input: Record<string, unknown>): Promise<Estimated> =>
    expectOk(await viewer.client.gql<{ search: Estimated }>(SEARCH, { input })).search;
  const churn = (input: Record<string, unknown> = {}) => run({ query: { value: 'churn' }, ...input });

  beforeAll(async () => {
    sut = await startTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    viewer = await addMember(sut, ws, 'VIEWER');
    const projectId = await buildProject(ws.manager.client, 'Retention study');
    for (const [i, count] of CHURN_COUNTS.entries()) {
      // Every note has ten words, so only how often it says "churn" sets its rank.
      const words = [...Array(count).fill('churn'), ...FILLER].slice(0, 10);
      while (words.length < 10) words.push(FILLER[words.length % FILLER.length]);
      notes.push(await buildNote(ws.manager.client, projectId, `Interview ${i + 1}`, words.join(' ')));
    }
    // Sorted by date the count is always exact: wait until the index holds all seven.
    const indexed = await searchUntil(
      viewer.client,
      { query: { value: 'churn' }, sort: { by: 'CREATED', direction: 'DESC' }, limit: 10 },
      (found) => found.total === notes.length,
    );
    expect(indexed.total).toBe(notes.length);
    fullText = sut.server.app.get(FullTextSearchService, { strict: false });
  }, 60_000);

  afterAll(() => sut.close());
  // Each test sets what it needs; these keep a failed test's sizes from reaching the next one.
  beforeEach(() => {
    fullText.rankWindow = RANK_WINDOW;
    fullText.rankWalk = RANK_WALK;
    fullText.rankWalkMore = RANK_WALK_MORE;
    fullText.byDays = true;
    fullText.countInTablesBelow = COUNT_IN_TABLES_BELOW;
    fullText.newerSample = NEWER_SAMPLE;
  });
  // A failed test's spy would otherwise count the next test's calls.
  afterEach(() => jest.restoreAllMocks());

  /** Every note in relevance order over all of them, as a window larger than the matches gives. */
  async function exactOrder(): Promise<string[]> {
    fullText.rankWindow = RANK_WINDOW;
    fullText.rankWalk = RANK_WALK;
    fullText.rankWalkMore = RANK_WALK_MORE;
    const found = await churn({ limit: 10 });
    expect(found.totalIsEstimate).toBe(false);
    expect(found.total).toBe(notes.length);
    return found.items.map((item) => item.id);
  }

  it('ranks every match and counts them exactly when they fit the window', async () => {
    const order = await exactOrder();
    // The oldest note says "churn" most: it leads, as it would with any window.
    expect(order[0]).toBe(notes[0]);
    expect([...order].sort()).toEqual([...notes].sort());
    // A walk too short to see every item goes on where it stopped (its two items both matched), or,
    // allowed no further, leaves it to the text index: the same exact answer each way.
    fullText.rankWalk = 2;
    for (const more of [RANK_WALK_MORE, 0]) {
      fullText.rankWalkMore = more;
      const walkedOrIndexed = await churn({ limit: 10 });
      expect(walkedOrIndexed).toMatchObject({ total: notes.length, totalIsEstimate: false });
      expect(walkedOrIndexed.items.map((item) => item.id)).toEqual(order);
    }
  });

  // The walk reads the newest items in date order (enough of them here); a walk too short to find
  // the window's matches goes on where it stopped when, at the density of matches it found, few
  // enough more items should hold them (here 2 of 2 matched: 3 more for the window's other 2, with a
  // margin), else leaves it to the text index: the same answer every way.
  // Or, as it is found unless a test says otherwise, from the text index a stretch of days at a time.
  it.each([
    ['the text index, a stretch of days at a time', true, RANK_WALK, RANK_WALK_MORE, false],
    ['a walk through the newest items', false, 1000, RANK_WALK_MORE, false],
    ['a walk gone on where it stopped', false, 2, 3, false],
    ['the text index, after too short a walk and too little room to go on', false, 2, 2, true],
  ])(
    'puts the newest matches first by relevance, then the older ones, and estimates the total (%s)',
    async (_how, byDays, walk, more, byIndex) => {
      const exact = await exactOrder();
      fullText.rankWindow = 3;
      fullText.byDays = byDays;
      fullText.rankWalk = walk;
      fullText.rankWalkMore = more;
      // Which way the window was found: the text index's query is its own method.
      const asked = jest.spyOn(
        fullText as unknown as { newestMatches: () => Promise<unknown> },
        'newestMatches',
      );
      const newest = new Set(notes.slice(-3));
      const expected = [...exact.filter((id) => newest.has(id)), ...exact.filter((id) => !newest.has(id))];
      const pages: string[] = [];
      for (const offset of [0, 2, 4, 6]) {
        const page = await churn({ limit: 2, offset });
        expect(page.totalIsEstimate).toBe(true);
        expect(page.total).toBeGreaterThan(3);
        expect(page.offset).toBe(offset);
        pages.push(...page.items.map((item) => item.id));
      }
      // Pages straddling the window's end join its last match and the first older one, in order.
      expect(pages).toEqual(expected);
      expect(pages).not.toEqual(exact);
      const whole = await churn({ limit: 10 });
      expect(whole.items.map((item) => item.id)).toEqual(expected);
      expect(asked.mock.calls.length > 0).toBe(byIndex);
    },
  );

  it('goes on past the last item it read among items changed at the same time, as the text index orders them', async () => {
    // A workspace of its own (the others' order stays as they expect): five notes indexed as
    // changed at one instant, so the walk's order among them is by id alone, and a continuation
    // starts inside that group.
    const other = await signUpAndCreateWorkspace(sut);
    const client = other.manager.client;
    const projectId = await buildProject(client, 'Attrition study');
    const counts = [2, 5, 1, 4, 3];
    const own: string[] = [];
    for (const [i, count] of counts.entries()) {
      const words = [...Array(count).fill('attrition'), ...FILLER].slice(0, 10);
      own.push(await buildNote(client, projectId, `Attrition ${i + 1}`, words.join(' ')));
    }
    // The project's title says it too: six matches.
    const matching = [projectId, ...own];
    await searchUntil(
      client,
      { query: { value: 'attrition' }, sort: { by: 'CREATED', direction: 'DESC' }, limit: 10 },
      (found) => found.total === matching.length,
    );
    const schema = `"ws_${other.id.replace(/-/g, '')}"`;
    await sql(sut, `update ${schema}.search_items set updated_at = '2026-03-01T12:00:00Z'`);
    const attrition = async () =>
      expectOk(
        await client.gql<{ search: Estimated }>(SEARCH, {
          input: { query: { value: 'attrition' }, limit: 10 },
        }),
      ).search;
    fullText.rankWindow = 3;
    const byDays = await attrition();
    fullText.byDays = false;
    // Two read, both matching: three more hold the other two the window needs.
    fullText.rankWalk = 2;
    fullText.rankWalkMore = 3;
    const asked = jest.spyOn(
      fullText as unknown as { newestMatches: () => Promise<unknown> },
      'newestMatches',
    );
    const walked = await attrition();
    expect(asked).not.toHaveBeenCalled();
    fullText.rankWalkMore = 0;
    const indexed = await attrition();
    expect(asked).toHaveBeenCalled();
    // The window is the three first by id (the newest first, then by id), then the rest.
    const byId = [...matching].sort();
    const ids = (found: Estimated) => found.items.map((item) => item.id);
    expect(ids(indexed).slice(0, 3).sort()).toEqual(byId.slice(0, 3));
    expect(ids(indexed).sort()).toEqual(byId);
    expect(ids(walked)).toEqual(ids(indexed));
    expect(walked).toMatchObject({ total: indexed.total, totalIsEstimate: true });
    expect(ids(byDays)).toEqual(ids(indexed));
    expect(byDays).toMatchObject({ total: indexed.total, totalIsEstimate: true });
  });

  it('finds the newest matches a stretch of days at a time, the word being typed as the words it begins', async () => {
    // A workspace of its own, its notes changed days apart (set in the index by hand).
    const other = await signUpAndCreateWorkspace(sut);
    const client = other.manager.client;
    const projectId = await buildProject(client, 'Study');
    // "attri" begins the stems of attrition and attribute ("attrit", "attribut"), not attract's.
    const texts: [number, string][] = [
      [0, 'attrition talk'],
      [3, 'attribute list'],
      [40, 'attract people'],
      [41, 'attrition attrition'],
      [200, 'attribute attribute attribute'],
      [700, 'attrition'],
    ];
    const own: string[] = [];
    for (const [i, [, text]] of texts.entries())
      own.push(await buildNote(client, projectId, `Call ${i}`, text));
    await searchUntil(
      client,
      { query: { value: 'attr' }, sort: { by: 'CREATED', direction: 'DESC' }, limit: 10 },
      (found) => found.total === own.length,
    );
    const schema = `"ws_${other.id.replace(/-/g, '')}"`;
    for (const [i, [daysAgo]] of texts.entries())
      await sql(
        sut,
        `update ${schema}.search_items set updated_at = now() - interval '${daysAgo} days' where id = '${own[i]}'`,
      );
    const search = async (value: string) =>
      expectOk(await client.gql<{ search: Estimated }>(SEARCH, { input: { query: { value }, limit: 10 } }))
        .search;
    const ids = (found: Estimated) => found.items.map((item) => item.id);
    fullText.rankWindow = 3;
    const execute = jest.spyOn(PostgreSqlConnection.prototype, 'execute');
    const byDays = await search('attri');
    const stretches = execute.mock.calls.filter(
      ([query]) => typeof query === 'string' && query.includes('search_keys'),
    ).length;
    // The newest day held one match: the next stretch is asked for the other two, and so on.
    expect(stretches).toBeGreaterThan(1);
    // The same search again starts with the stretch the window took: one statement.
    execute.mockClear();
    expect(ids(await search('attri'))).toEqual(ids(byDays));
    expect(
      execute.mock.calls.filter(([query]) => typeof query === 'string' && query.includes('search_keys')),
    ).toHaveLength(1);
    // The window: the three newest matches (attract is none), then the older two.
    expect(ids(byDays).slice(0, 3).sort()).toEqual([own[0], own[1], own[3]].sort());
    expect(ids(byDays).slice(3).sort()).toEqual([own[4], own[5]].sort());
    // More matches than the window: the total is estimated (as a walk estimates it, below).
    expect(byDays.totalIsEstimate).toBe(true);
    fullText.byDays = false;
    const walked = await search('attri');
    expect(ids(walked)).toEqual(ids(byDays));
    expect(walked.total).toBe(byDays.total);
    fullText.byDays = true;
    // A word nothing begins finds nothing, and a whole word ("attrition ") is looked up as it is.
    expect(await search('attrix')).toMatchObject({ total: 0, items: [] });
    const whole = await search('attrition ');
    expect(ids(whole).sort()).toEqual([own[0], own[3], own[5]].sort());
  });

  it("estimates a large table's items newer than the window from the share passing among the newest", async () => {
    const exact = await exactOrder();
    fullText.rankWindow = 3;
    // As in a table of 50,000 items or more, with a sample of two items: the newest two, read once.
    fullText.countInTablesBelow = 0;
    fullText.newerSample = 2;
    await sql(sut, `analyze "ws_${ws.id.replace(/-/g, '')}".search_items`);
    const execute = jest.spyOn(PostgreSqlConnection.prototype, 'execute');
    // A date filter no other test uses (all pass it), so no other test's estimate is kept.
    const from = new Date(Date.UTC(2002, 0, 1, 0, 0, Math.floor(Math.random() * 86_400))).toISOString();
    const page = await churn({ types: ['NOTE'], date: { method: 'CREATED', from }, limit: 10 });
    const sampled = execute.mock.calls.filter(
      ([query]) => typeof query === 'string' && query.includes(`limit 2) s`),
    );
    expect(sampled).toHaveLength(1);
    expect(page.totalIsEstimate).toBe(true);
    expect(page.total).toBeGreaterThan(3);
    expect([...page.items.map((item) => item.id)].sort()).toEqual([...exact].sort());
  });

  it('answers an empty page past the end with the estimate', async () => {
    fullText.rankWindow = 3;
    for (const offset of [7, 100]) {
      const page = await churn({ limit: 5, offset });
      expect(page.items).toEqual([]);
      expect(page.totalIsEstimate).toBe(true);
      expect(page.total).toBeGreaterThan(3);
    }
  });

  it('is exact when the filters leave no more matches than the window', async () => {
    fullText.rankWindow = 3;
    const insights = await churn({ types: ['INSIGHT'], limit: 5 });
    expect(insights).toMatchObject({ total: 0, totalIsEstimate: false, items: [] });
    const titled = await run({ query: { value: 'Interview 2', titleOnly: true }, limit: 5 });
    expect(titled.totalIsEstimate).toBe(false);
    expect(titled.items.map((item) => item.id)).toEqual([notes[1]]);
    const pastTheEnd = await run({ query: { value: 'Interview 2', titleOnly: true }, limit: 5, offset: 5 });
    expect(pastTheEnd).toMatchObject({ total: 1, totalIsEstimate: false, items: [] });
  });

  it("asks PostgreSQL for its estimate of the filters' items once a minute, not on every page", async () => {
    fullText.rankWindow = 3;
    const execute = jest.spyOn(PostgreSqlConnection.prototype, 'execute');
    const estimatesAsked = () =>
      execute.mock.calls.filter(([query]) => typeof query === 'string' && query.startsWith('explain')).length;
    // Filters no other test uses (every note passes them), so no other test's estimate is kept.
    const from = new Date(Date.UTC(2001, 0, 1, 0, 0, Math.floor(Math.random() * 86_400))).toISOString();
    const filtered = (input: Record<string, unknown>) =>
      churn({ date: { method: 'CREATED', from }, ...input });
    const first = await filtered({ limit: 2 });
    expect(first.totalIsEstimate).toBe(true);
    expect(estimatesAsked()).toBe(1);
    const second = await filtered({ limit: 2, offset: 2 });
    expect(second.total).toBe(first.total);
    expect(estimatesAsked()).toBe(1);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect((await filtered({ limit: 2 })).total).toBe(first.total);
    expect(estimatesAsked()).toBe(2);
  });

  it('counts exactly when sorted by date or asked for the count alone', async () => {
    fullText.rankWindow = 3;
    const byDate = await churn({ sort: { by: 'UPDATED', direction: 'DESC' }, limit: 2 });
    expect(byDate).toMatchObject({ total: notes.length, totalIsEstimate: false });
    expect(byDate.items.map((item) => item.id)).toEqual([notes[6], notes[5]]);
    const countOnly = await churn({ limit: 0 });
    expect(countOnly).toMatchObject({ total: notes.length, totalIsEstimate: false, items: [] });
  });

  it('says the total of a HYBRID search is estimated when its words found more than the window', async () => {
    fullText.rankWindow = 3;
    const hybrid = await run({ query: { value: 'churn', method: 'HYBRID' }, limit: 10 });
    expect(hybrid.totalIsEstimate).toBe(true);
    expect(hybrid.total).toBeGreaterThanOrEqual(hybrid.items.length);
    fullText.rankWindow = RANK_WINDOW;
    const exact = await run({ query: { value: 'churn', method: 'HYBRID' }, limit: 10 });
    expect(exact.totalIsEstimate).toBe(false);
  });
});
