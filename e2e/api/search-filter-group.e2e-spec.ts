import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';
import { ids, runSearch, search, searchUntil } from './search-client';

const ONBOARDING = 'Onboarding took three weeks because the importer kept failing on large spreadsheets.';
const PRICING = 'The pricing page confused our finance team; the annual plan felt far too expensive.';
const EXPORT = 'Exporting charts to slides is what we do every Monday for the leadership review.';

/**
 * The filter form's rows on the search API (spec 000 §3 filter form, §5): clauses combined with AND
 * or OR, each read by the rules of the top-level option it mirrors.
 */
describe('search filter groups', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  const id: Record<string, string> = {};

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}, who = contributor) =>
    expectOk(await who.client.gql<T>(query, variables));
  async function highlight(noteId: string, text: string, quote: string, tagIds: string[]) {
    const start = text.indexOf(quote);
    return (
      await gql<{ createHighlight: { id: string } }>(
        'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
        { input: { noteId, startOffset: start, endOffset: start + quote.length, text: quote, tagIds } },
      )
    ).createHighlight.id;
  }
  const tag = async (projectId: string, title: string) =>
    (
      await gql<{ createTag: { id: string } }>(
        'mutation($input: CreateTagInput!) { createTag(input: $input) { id } }',
        { input: { projectId, title } },
      )
    ).createTag.id;
  const highlights = (filter: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    search(viewer.client, { types: ['HIGHLIGHT'], limit: 100, filter, ...extra });

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    id.research = await buildProject(contributor.client, 'Customer research');
    id.archive = await buildProject(ws.manager.client, 'Old studies');
    id.onboarding = await buildNote(contributor.client, id.research, 'Interview with Ana', ONBOARDING);
    id.pricing = await buildNote(contributor.client, id.research, 'Interview with Bo', PRICING);
    id.export = await buildNote(ws.manager.client, id.archive, 'Weekly reporting', EXPORT);
    id.pains = await tag(id.research, 'Pains');
    id.money = await tag(id.research, 'Money');
    id.hOnboarding = await highlight(id.onboarding, ONBOARDING, 'the importer kept failing', [id.pains]);
    id.hPricing = await highlight(id.pricing, PRICING, 'far too expensive', [id.pains, id.money]);
    id.hPlain = await highlight(id.pricing, PRICING, 'The pricing page confused our finance team', []);
    await gql('mutation($id: ID!) { archiveProject(id: $id) { id } }', { id: id.archive }, ws.manager);
    await searchUntil(viewer.client, { types: ['HIGHLIGHT'] }, (f) => f.total === 3);
    await searchUntil(viewer.client, { types: ['PROJECT'], archived: true }, (f) => f.total === 1);
  });

  afterAll(() => sut.close());

  it('should need every clause with AND and any clause with OR', async () => {
    const money = { tags: { operator: 'CONTAINS', ids: [id.money] } };
    const untagged = { tags: { operator: 'IS_EMPTY', ids: [] } };
    const pains = { tags: { operator: 'CONTAINS', ids: [id.pains] } };
    expect(ids(await highlights({ combinator: 'OR', clauses: [money, untagged] }))).toEqual(
      [id.hPricing, id.hPlain].sort(),
    );
    expect((await highlights({ combinator: 'AND', clauses: [money, untagged] })).total).toBe(0);
    expect(
      ids(
        await highlights({
          combinator: 'AND',
          clauses: [pains, { tags: { operator: 'IS_NOT_ONE_OF', ids: [id.money] } }],
        }),
      ),
    ).toEqual([id.hOnboarding]);
  });

  it('should apply the group on top of the other options', async () => {
    const group = { combinator: 'OR', clauses: [{ tags: { operator: 'IS_NOT_EMPTY', ids: [] } }] };
    const found = await highlights(group, { query: { value: 'expensive' } });
    expect(ids(found)).toEqual([id.hPricing]);
  });

  it('should keep or leave out types in a clause', async () => {
    const notNotes = {
      combinator: 'AND',
      clauses: [{ types: { operator: 'IS_NOT_ONE_OF', types: ['HIGHLIGHT', 'TAG', 'PROJECT'] } }],
    };
    const found = await search(viewer.client, { limit: 100, filter: notNotes });
    expect(found.items.every((item) => item.type === 'NOTE')).toBe(true);
    expect(ids(found)).toEqual([id.onboarding, id.pricing].sort());
    const oneOf = { combinator: 'OR', clauses: [{ types: { operator: 'CONTAINS', types: ['PROJECT'] } }] };
    expect(ids(await search(viewer.client, { limit: 100, filter: oneOf }))).toEqual([id.research]);
  });

  it('should find archived items with an archived clause when the request asks for both', async () => {
    const group = {
      combinator: 'OR',
      clauses: [{ archived: true }, { tags: { operator: 'CONTAINS', ids: [id.money] } }],
    };
    const found = await search(viewer.client, {
      types: ['NOTE', 'HIGHLIGHT'],
      limit: 100,
      archived: null,
      filter: group,
    });
    // A note carries the tags of its highlights.
    expect(ids(found)).toEqual([id.export, id.pricing, id.hPricing].sort());
  });

  it('should filter by location, author and date in clauses', async () => {
    const manager = { user: { operator: 'CREATED_BY', ids: [ws.manager.id] } };
    const notInResearch = { location: { operator: 'NOT_LOCATED_IN', ids: [id.research] } };
    const found = await search(viewer.client, {
      types: ['NOTE'],
      limit: 100,
      archived: null,
      filter: { combinator: 'AND', clauses: [manager, notInResearch] },
    });
    expect(ids(found)).toEqual([id.export]);
    const future = { date: { method: 'CREATED', from: '2999-01-01T00:00:00Z' } };
    const past = { date: { method: 'UPDATED', to: '2000-01-01T00:00:00Z' } };
    expect((await highlights({ combinator: 'OR', clauses: [future, past] })).total).toBe(0);
    expect(
      (await highlights({ combinator: 'OR', clauses: [{ date: { method: 'CREATED', preset: 'thisYear' } }] }))
        .total,
    ).toBe(3);
  });

  it('should match nothing for AI contributions (none exist) and everything for their negation', async () => {
    const ai = { user: { operator: 'CONTRIBUTED_BY', ids: [], aiContributed: true } };
    const notAi = { user: { operator: 'NOT_CONTRIBUTED_BY', ids: [], aiContributed: false } };
    expect((await highlights({ combinator: 'AND', clauses: [ai] })).total).toBe(0);
    expect((await highlights({ combinator: 'AND', clauses: [notAi] })).total).toBe(3);
  });

  it('should refuse a clause that is not a UUID list, naming the row and field', async () => {
    const response = await runSearch(viewer.client, {
      filter: {
        combinator: 'AND',
        clauses: [{ published: true }, { tags: { operator: 'CONTAINS', ids: ['nope'] } }],
      },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toMatch(/Filter row 2: .*UUID/);
    expect(JSON.stringify(response.errors?.[0]?.extensions)).toContain('filter.clauses.1.tags.ids');
  });

  it('should refuse a clause with no condition or with two', async () => {
    for (const clause of [{}, { published: true, archived: false }]) {
      const response = await runSearch(viewer.client, { filter: { combinator: 'OR', clauses: [clause] } });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(/Filter row 1: set exactly one condition/);
    }
  });

  it('should refuse a type clause with another operator, a bad date and over 50 clauses', async () => {
    const badType = await runSearch(viewer.client, {
      filter: { combinator: 'AND', clauses: [{ types: { operator: 'IS_EMPTY', types: ['NOTE'] } }] },
    });
    expect(errorCode(badType)).toBe('BAD_USER_INPUT');
    const badDate = await runSearch(viewer.client, {
      filter: { combinator: 'AND', clauses: [{ date: { method: 'CREATED', from: 'March 3' } }] },
    });
    expect(errorCode(badDate)).toBe('BAD_USER_INPUT');
    expect(badDate.errors?.[0]?.message).toMatch(/ISO 8601/);
    const clauses = Array.from({ length: 51 }, () => ({ published: true }));
    const tooMany = await runSearch(viewer.client, { filter: { combinator: 'OR', clauses } });
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.errors?.[0]?.message).toMatch(/at most 50 rows/);
    const fifty = await runSearch(viewer.client, { filter: { combinator: 'OR', clauses: clauses.slice(1) } });
    expect(fifty.errors).toBeUndefined();
  });

  it('should never reach another workspace with an OR clause', async () => {
    const other = await signUpAndCreateWorkspace(sut);
    const group = {
      combinator: 'OR',
      clauses: [{ tags: { operator: 'IS_NOT_EMPTY', ids: [] } }, { archived: false }],
    };
    const found = await search(other.manager.client, { limit: 100, archived: null, filter: group });
    expect(found.total).toBe(0);
  });
});
