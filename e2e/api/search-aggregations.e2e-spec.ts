import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import type { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

const AGGS = `query($input: SearchInput!) { search(input: $input) {
  total
  aggregations {
    date { key label count value }
    location { key label count value }
    field { key label color count value }
    period { index from to count value }
  }
} }`;

interface Bucket {
  key: string;
  label: string;
  color?: string | null;
  count: number;
  value: number;
}
interface Aggregated {
  total: number;
  aggregations: {
    date: Bucket[] | null;
    location: Bucket[] | null;
    field: Bucket[] | null;
    period: { index: number; from: string; to: string; count: number; value: number }[] | null;
  } | null;
}

const DAY = 86_400_000;
const TEXT =
  'Onboarding took three weeks because the importer kept failing on large spreadsheets and pricing confused us.';

describe('search aggregations', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  const id: Record<string, string> = {};

  const run = (client: GraphqlClient, input: Record<string, unknown>) =>
    client.gql<{ search: Aggregated }>(AGGS, { input: { limit: 0, ...input } });
  const aggregate = async (input: Record<string, unknown>, client = viewer.client) =>
    expectOk(await run(client, input)).search;
  /** The index follows writes through the bus: asks until `done` holds (30 s at most). */
  async function aggregateUntil(input: Record<string, unknown>, done: (found: Aggregated) => boolean) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const found = await aggregate(input);
      if (done(found) || Date.now() > deadline) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const gql = async <T>(query: string, variables: Record<string, unknown>, who: BuiltAccount = contributor) =>
    expectOk(await who.client.gql<T>(query, variables));
  const highlight = async (
    noteId: string,
    quote: string,
    tagIds: string[],
    who: BuiltAccount = contributor,
  ) => {
    const start = TEXT.indexOf(quote);
    return (
      await gql<{ createHighlight: { id: string } }>(
        'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
        { input: { noteId, startOffset: start, endOffset: start + quote.length, text: quote, tagIds } },
        who,
      )
    ).createHighlight.id;
  };
  const tag = async (projectId: string, title: string) =>
    (
      await gql<{ createTag: { id: string } }>(
        'mutation($input: CreateTagInput!) { createTag(input: $input) { id } }',
        { input: { projectId, title } },
      )
    ).createTag.id;
  const inProjects = () => ({ location: { operator: 'LOCATED_IN', ids: [id.research, id.support] } });
  const highlights = (extra: Record<string, unknown> = {}) => ({
    types: ['HIGHLIGHT'],
    ...inProjects(),
    ...extra,
  });
  const counts = (buckets: Bucket[] | null | undefined) =>
    Object.fromEntries((buckets ?? []).map((b) => [b.label, b.count]));

  /** Moves an item's creation date back, in its table and in the index, as if written `days` ago. */
  async function backdate(table: string, itemId: string, days: number) {
    const [team] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [ws.id],
    );
    const at = new Date(Date.now() - days * DAY);
    await sql(sut, `update "${team.schema_name}".${table} set created_at = ? where id = ?`, [at, itemId]);
    await sql(sut, `update "${team.schema_name}".search_items set created_at = ? where id = ?`, [at, itemId]);
  }

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    id.research = await buildProject(contributor.client, 'Research');
    id.support = await buildProject(contributor.client, 'Support');
    id.folder = (
      await gql<{ createFolder: { id: string } }>(
        'mutation { createFolder(input: { name: "Studies" }) { id } }',
        {},
      )
    ).createFolder.id;
    await gql(
      'mutation($p: ID!, $f: ID!) { moveProjectToFolder(input: { projectId: $p, folderId: $f }) { id } }',
      {
        p: id.research,
        f: id.folder,
      },
    );
    id.noteA = await buildNote(contributor.client, id.research, 'Interview A', TEXT);
    id.noteB = await buildNote(contributor.client, id.support, 'Ticket B', TEXT);
    id.pain = await tag(id.research, 'Pain');
    id.price = await tag(id.research, 'Price');
    id.h1 = await highlight(id.noteA, 'the importer kept failing', [id.pain]);
    id.h2 = await highlight(id.noteA, 'pricing confused us', [id.pain, id.price]);
    id.h3 = await highlight(id.noteB, 'Onboarding took three weeks', []);
    id.h4 = await highlight(id.noteA, 'large spreadsheets', [id.price], ws.manager);
    for (const [title, publish] of [
      ['Importer failures', true],
      ['Pricing draft', false],
    ] as const) {
      const insightId = (
        await gql<{ createInsight: { id: string } }>(
          'mutation($p: ID!, $t: String!) { createInsight(input: { projectId: $p, title: $t }) { id } }',
          { p: id.research, t: title },
        )
      ).createInsight.id;
      if (publish) await gql('mutation($id: ID!) { publishInsight(id: $id) { id } }', { id: insightId });
    }
    // Everything indexed (tags included) before the dates are moved, so the indexer does not undo them.
    await aggregateUntil(
      { types: ['HIGHLIGHT', 'INSIGHT'], ...inProjects(), aggs: { field: { type: 'PUBLISHED' } } },
      (f) => f.total === 6 && f.aggregations?.field?.find((b) => b.key === 'true')?.count === 1,
    );
    // Every highlight with its tags (h4 last: Price on two), so no reindex of h4 lands after its date moves.
    await aggregateUntil(highlights({ aggs: { field: { type: 'TAGS' } } }), (f) => {
      const count = (tagId: string) => f.aggregations?.field?.find((b) => b.key === tagId)?.count;
      return f.total === 4 && count(id.pain) === 2 && count(id.price) === 2;
    });
    await backdate('highlights', id.h3, 40);
    await backdate('highlights', id.h4, 10);
  }, 120_000);
  afterAll(() => sut.close());

  describe('field', () => {
    it('should count matches per tag, most first, with the tag colour', async () => {
      const found = await aggregate(highlights({ aggs: { field: { type: 'TAGS' } } }));
      expect(found.aggregations?.field).toEqual([
        expect.objectContaining({
          key: id.pain,
          label: 'Pain',
          count: 2,
          value: 2,
          color: expect.stringMatching(/^#/),
        }),
        expect.objectContaining({ key: id.price, label: 'Price', count: 2, value: 2 }),
      ]);
      expect(found.aggregations?.date).toBeNull();
    });

    it('should give each bucket as a percentage of all matches with groupFn PERCENT', async () => {
      const found = await aggregate(highlights({ aggs: { field: { type: 'TAGS' } }, groupFn: 'PERCENT' }));
      expect(found.total).toBe(4);
      expect(found.aggregations?.field?.map((b) => [b.label, b.count, b.value])).toEqual([
        ['Pain', 2, 50],
        ['Price', 2, 50],
      ]);
    });

    it('should keep to the listed tag ids and to topK', async () => {
      const only = await aggregate(highlights({ aggs: { field: { type: 'TAGS', ids: [id.price] } } }));
      expect(counts(only.aggregations?.field)).toEqual({ Price: 2 });
      const top = await aggregate(highlights({ aggs: { field: { type: 'TAGS', topK: 1 } } }));
      expect(top.aggregations?.field).toHaveLength(1);
    });

    it('should count by author and by contributor, with member names', async () => {
      const byAuthor = await aggregate(highlights({ aggs: { field: { type: 'CREATED_BY' } } }));
      expect(byAuthor.aggregations?.field?.map((b) => [b.key, b.count])).toEqual([
        [contributor.id, 3],
        [ws.manager.id, 1],
      ]);
      expect(byAuthor.aggregations?.field?.[0].label).toBe(contributor.name);
      const onlyManager = await aggregate(
        highlights({ aggs: { field: { type: 'CONTRIBUTORS', ids: [ws.manager.id] } } }),
      );
      expect(onlyManager.aggregations?.field?.map((b) => [b.key, b.count])).toEqual([[ws.manager.id, 1]]);
    });

    it('should count insights published and not, and matches by type', async () => {
      const published = await aggregate({
        types: ['INSIGHT'],
        ...inProjects(),
        aggs: { field: { type: 'PUBLISHED' } },
      });
      expect(counts(published.aggregations?.field)).toEqual({ Published: 1, 'Not published': 1 });
      const byType = await aggregate({
        types: ['HIGHLIGHT', 'INSIGHT', 'NOTE'],
        ...inProjects(),
        aggs: { field: { type: 'TYPE' } },
      });
      expect(counts(byType.aggregations?.field)).toEqual({ Highlights: 4, Insights: 2, Notes: 2 });
    });
  });

  describe('location', () => {
    it('should count matches per project and per folder', async () => {
      const projects = await aggregate(highlights({ aggs: { location: { type: 'PROJECT' } } }));
      expect(projects.aggregations?.location?.map((b) => [b.key, b.label, b.count])).toEqual([
        [id.research, 'Research', 3],
        [id.support, 'Support', 1],
      ]);
      const folders = await aggregate(highlights({ aggs: { location: { type: 'FOLDER', topK: 5 } } }));
      expect(folders.aggregations?.location?.map((b) => [b.key, b.label, b.count])).toEqual([
        [id.folder, 'Studies', 3],
      ]);
    });
  });

  describe('date', () => {
    it('should draw a monthly histogram from the first match to the last, empty months included', async () => {
      const found = await aggregate(highlights({ aggs: { date: { interval: 'month' } } }));
      const buckets = found.aggregations?.date ?? [];
      expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBe(4);
      expect(buckets[0]).toMatchObject({ count: 1, key: monthStart(Date.now() - 40 * DAY) });
      expect(buckets.at(-1)?.key).toBe(monthStart(Date.now()));
      expect(buckets.every((b, i) => i === 0 || b.key > buckets[i - 1].key)).toBe(true);
    });

    it("should draw daily buckets over the date filter's range, counting only what it keeps", async () => {
      const found = await aggregate(
        highlights({
          date: { preset: 'last14Days' },
          aggs: { date: { method: 'CREATED', interval: 'day' } },
        }),
      );
      const buckets = found.aggregations?.date ?? [];
      expect(buckets).toHaveLength(15);
      expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBe(3);
      expect(buckets.find((b) => b.key === dayStart(Date.now() - 10 * DAY))?.count).toBe(1);
      expect(buckets.at(-1)).toMatchObject({ key: dayStart(Date.now()), count: 2 });
    });
  });

  describe('period', () => {
    it('should compare the last month with the months before it, newest first', async () => {
      const found = await aggregate(highlights({ aggs: { period: { lastPeriod: 'month', periods: 3 } } }));
      expect(found.aggregations?.period?.map((p) => [p.index, p.count])).toEqual([
        [0, 3],
        [1, 1],
        [2, 0],
      ]);
      const [last, before] = found.aggregations?.period ?? [];
      expect(before.to).toBe(last.from);
    });

    it('should compare two periods when no count is given', async () => {
      const found = await aggregate(highlights({ aggs: { period: { lastPeriod: 'week' } } }));
      expect(found.aggregations?.period?.map((p) => p.count)).toEqual([2, 1]);
    });
  });

  describe('agreement with the items', () => {
    it('should count only what the filters and the query keep', async () => {
      const tagged = await aggregate(
        highlights({
          tags: { operator: 'CONTAINS', ids: [id.price] },
          aggs: { location: { type: 'PROJECT' } },
        }),
      );
      expect(counts(tagged.aggregations?.location)).toEqual({ Research: 2 });
      const worded = await aggregate(
        highlights({ query: { value: 'importer' }, aggs: { field: { type: 'TAGS' } } }),
      );
      expect(worded.total).toBe(1);
      expect(counts(worded.aggregations?.field)).toEqual({ Pain: 1 });
    });

    it('should count over every match of VECTOR and HYBRID searches, as many as the total', async () => {
      for (const method of ['VECTOR', 'HYBRID']) {
        const found = await aggregate(
          highlights({ query: { value: 'importer failing', method }, aggs: { field: { type: 'TYPE' } } }),
        );
        expect(found.total).toBeGreaterThan(0);
        expect(found.aggregations?.field?.reduce((sum, b) => sum + b.count, 0)).toBe(found.total);
      }
    });

    it('should never count what is in the trash', async () => {
      const trashed = await buildProject(contributor.client, 'Soon trashed');
      const noteId = await buildNote(contributor.client, trashed, 'Doomed', TEXT);
      await highlight(noteId, 'large spreadsheets', []);
      const input = { types: ['HIGHLIGHT'], aggs: { location: { type: 'PROJECT', topK: 100 } } };
      const before = await aggregateUntil(
        input,
        (f) => counts(f.aggregations?.location)['Soon trashed'] === 1,
      );
      expect(counts(before.aggregations?.location)['Soon trashed']).toBe(1);
      await gql('mutation($id: ID!) { deleteProject(id: $id) }', { id: trashed });
      const after = await aggregateUntil(input, (f) => !('Soon trashed' in counts(f.aggregations?.location)));
      expect(counts(after.aggregations?.location)).toEqual({ Research: 3, Support: 1 });
    });
  });

  describe('who may aggregate', () => {
    it('should let an API token aggregate, as a read', async () => {
      const { secret } = await buildApiToken(ws.manager.client);
      const client = sut.client(ws.subdomain);
      client.bearer = secret;
      const found = await aggregate(highlights({ aggs: { field: { type: 'TAGS' } } }), client);
      expect(counts(found.aggregations?.field)).toEqual({ Pain: 2, Price: 2 });
    });

    it("should show another workspace nothing of this one, even when it names this one's ids", async () => {
      const other = await signUpAndCreateWorkspace(sut);
      const found = await aggregate(
        {
          types: ['HIGHLIGHT'],
          aggs: { field: { type: 'TAGS', ids: [id.pain, id.price] } },
        },
        other.manager.client,
      );
      expect(found.total).toBe(0);
      expect(found.aggregations?.field).toEqual([]);
      const projects = await aggregate(
        { aggs: { location: { type: 'PROJECT', topK: 100 } } },
        other.manager.client,
      );
      expect(projects.aggregations?.location?.map((b) => b.key)).not.toEqual(
        expect.arrayContaining([id.research]),
      );
    });
  });

  describe('validation', () => {
    it.each([
      ['no periods', { period: { periods: 0 } }, /aggs\.period\.periods.*from 1 to 5/],
      ['six periods', { period: { periods: 6 } }, /aggs\.period\.periods.*from 1 to 5/],
      ['a field topK of 0', { field: { type: 'TAGS', topK: 0 } }, /aggs\.field\.topK.*from 1 to 100/],
      [
        'a location topK of 101',
        { location: { type: 'PROJECT', topK: 101 } },
        /aggs\.location\.topK.*from 1 to 100/,
      ],
      [
        'a tag id that is not a UUID',
        { field: { type: 'TAGS', ids: ['nope'] } },
        /aggs\.field\.ids must be a UUID/,
      ],
      [
        'ids for a field that takes none',
        { field: { type: 'TYPE', ids: ['00000000-0000-4000-8000-000000000000'] } },
        /aggs\.field\.ids can only name tags or members/,
      ],
      ['a histogram of over 1,000 buckets', { date: { interval: 'minute' } }, /more than 1,000 buckets/],
    ])('should refuse %s with BAD_USER_INPUT naming the field', async (_name, aggs, message) => {
      const response = await run(viewer.client, highlights({ aggs }));
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(message);
      expect(JSON.stringify(response)).not.toMatch(/select |search_items|at .*\.ts:/);
    });

    it('should refuse a groupFn without aggregations', async () => {
      const response = await run(viewer.client, { groupFn: 'PERCENT' });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(/groupFn applies to aggregations/);
    });

    it('should not offer functions it cannot answer truthfully yet', async () => {
      const response = await run(viewer.client, { groupFn: 'NPS', aggs: { field: { type: 'TAGS' } } });
      expect(response.errors?.[0]?.message).toMatch(/NPS/);
      expect(response.data ?? null).toBeNull();
    });
  });
});

function monthStart(at: number): string {
  const date = new Date(at);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)).toISOString();
}

function dayStart(at: number): string {
  const date = new Date(at);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())).toISOString();
}
