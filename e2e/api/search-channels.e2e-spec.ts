import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  expectOk,
  signUpAndCreateWorkspace,
  uniqueSuffix,
} from './factories';
import { type Found, foundExactly, ids, matched, runSearch, search, searchUntil } from './search-client';

interface Channel {
  id: string;
  title: string;
  /** Data point ids by the row's text. */
  points: Record<string, string>;
  datasetA: string;
  datasetB: string;
  themes: Record<'sync' | 'price' | 'both', string>;
}

interface Bucket {
  key: string;
  label: string;
  count: number;
}

const IMPORT = `mutation($input: ImportChannelDatapointsInput!) {
  importChannelDatapoints(input: $input) { dataset { id } importedCount rejected { rowNumber } } }`;
const THEME = `mutation($c: ID!, $t: String!) { createChannelTheme(input: { channelId: $c, title: $t }) { id } }`;
const ADD = `mutation($t: ID!, $d: [ID!]!) { addDatapointsToTheme(input: { themeId: $t, datapointIds: $d }) { id } }`;
const REMOVE = `mutation($t: ID!, $d: [ID!]!) { removeDatapointsFromTheme(input: { themeId: $t, datapointIds: $d }) { id } }`;
const POINTS = `query($c: ID!) { channelDatapoints(input: { channelId: $c, limit: 200 }) { items { id text } } }`;
const AGGS = `query($input: SearchInput!) { search(input: $input) { total aggregations {
  theme { key label count } sentiment { key count } location { key label count } } } }`;

/**
 * Search over channels (spec 000 §3): channels, their themes and data points are found by their
 * words, filtered by the request model's themes and datasets and by location, aggregated by theme
 * and sentiment, and follow every change through the bus.
 */
describe('search of channels, themes and data points', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
  }, 120_000);
  afterAll(() => sut.close());

  const word = (): string => `w${uniqueSuffix().replace(/[^a-z0-9]/gi, '')}`;

  async function importRows(
    input: Record<string, unknown>,
  ): Promise<{ dataset: { id: string }; importedCount: number }> {
    return expectOk(
      await contributor.client.gql<{
        importChannelDatapoints: { dataset: { id: string }; importedCount: number };
      }>(IMPORT, { input }),
    ).importChannelDatapoints;
  }

  /**
   * A channel named after `key` with five data points in two datasets: "sync" and "price" in a
   * theme each, "both" in both themes, "none" in no theme (dataset B) and "anon" without author.
   */
  async function channel(key: string): Promise<Channel> {
    const title = `Reviews ${key}`;
    const created = expectOk(
      await contributor.client.gql<{ createChannel: { id: string } }>(
        'mutation($t: String!) { createChannel(input: { title: $t, description: "App store" }) { id } }',
        { t: title },
      ),
    ).createChannel;
    const a = await importRows({
      channelId: created.id,
      datasetTitle: 'Export A',
      source: 'CSV',
      rows: [
        { rowNumber: 1, text: `Sync keeps failing offline ${key}`, author: 'ana', rating: 1 },
        { rowNumber: 2, text: `Pricing is too steep ${key}`, author: 'ben', rating: 2 },
        { rowNumber: 3, text: `Sync is slow and the price is high ${key}`, author: 'cy', rating: 3 },
        { rowNumber: 4, text: `Lovely highlights ${key}`, rating: 5 },
      ],
    });
    const b = await importRows({
      channelId: created.id,
      datasetTitle: 'API feed',
      source: 'API',
      rows: [{ rowNumber: 1, text: `Search finds everything ${key}`, author: 'dee', rating: 4 }],
    });
    const listed = expectOk(
      await contributor.client.gql<{ channelDatapoints: { items: { id: string; text: string }[] } }>(POINTS, {
        c: created.id,
      }),
    ).channelDatapoints.items;
    const point = (start: string): string => {
      const found = listed.find((item) => item.text.startsWith(start));
      if (!found) throw new Error(`no data point "${start}"`);
      return found.id;
    };
    const points = {
      sync: point('Sync keeps'),
      price: point('Pricing'),
      both: point('Sync is slow'),
      anon: point('Lovely'),
      none: point('Search finds'),
    };
    const theme = async (themeTitle: string, members: string[]): Promise<string> => {
      const id = expectOk(
        await contributor.client.gql<{ createChannelTheme: { id: string } }>(THEME, {
          c: created.id,
          t: themeTitle,
        }),
      ).createChannelTheme.id;
      expectOk(await contributor.client.gql(ADD, { t: id, d: members }));
      return id;
    };
    const sync = await theme(`Sync ${key}`, [points.sync, points.both]);
    const price = await theme(`Pricing ${key}`, [points.price, points.both]);
    // Wait until every row is indexed as it now is. Waiting for the last change alone ("both" in
    // its second theme) is not enough: each event's rebuild reads what is committed when it runs,
    // so an earlier event's (the first theme's) can already show it while the event that also
    // puts "price" in that theme is still queued.
    const inChannel = { location: { operator: 'LOCATED_IN', ids: [created.id] }, limit: 10 };
    const until = (input: Record<string, unknown>, expected: string[]) =>
      searchUntil(viewer.client, { ...inChannel, ...input }, (found) => foundExactly(found, expected));
    await until({ types: ['CHANNEL_DATAPOINT'] }, Object.values(points));
    await until({ types: ['CHANNEL_DATAPOINT'], themes: { operator: 'CONTAINS', ids: [sync] } }, [
      points.sync,
      points.both,
    ]);
    await until({ types: ['CHANNEL_DATAPOINT'], themes: { operator: 'CONTAINS', ids: [price] } }, [
      points.price,
      points.both,
    ]);
    // A theme's datasets are its data points': rebuilt with it when data points are added.
    await until({ types: ['THEME'], datasets: { operator: 'CONTAINS', ids: [a.dataset.id] } }, [sync, price]);
    return {
      id: created.id,
      title,
      points,
      datasetA: a.dataset.id,
      datasetB: b.dataset.id,
      themes: { sync, price, both: sync },
    };
  }

  /** The data points of `c` matching `input`, as keys of `c.points`. */
  async function pointsMatching(c: Channel, input: Record<string, unknown>): Promise<string[]> {
    const found = await search(viewer.client, {
      types: ['CHANNEL_DATAPOINT'],
      location: { operator: 'LOCATED_IN', ids: [c.id] },
      limit: 50,
      ...input,
    });
    const names = new Map(Object.entries(c.points).map(([name, id]) => [id, name]));
    return found.items.map((item) => names.get(item.id) ?? item.id).sort();
  }

  it('finds data points by their words, marks the match and names their channel', async () => {
    const key = word();
    const c = await channel(key);
    const found = await search(viewer.client, { query: { value: `offline ${key}` }, limit: 10 });
    expect(found.total).toBe(1);
    const [item] = found.items as (Found['items'][number] & { channelId?: string })[];
    expect(item?.id).toBe(c.points.sync);
    expect(item?.type).toBe('CHANNEL_DATAPOINT');
    expect(matched(item?.preview.content ?? [])).toEqual(expect.arrayContaining(['offline']));
    const withChannel = expectOk(
      await viewer.client.gql<{ search: { items: { channelId: string; channelTitle: string }[] } }>(
        'query($input: SearchInput!) { search(input: $input) { items { channelId channelTitle } } }',
        { input: { query: { value: `offline ${key}` } } },
      ),
    ).search.items;
    expect(withChannel).toEqual([{ channelId: c.id, channelTitle: c.title }]);
    // A data point without author is titled by its channel.
    const anon = await search(viewer.client, { query: { value: `Lovely ${key}` } });
    expect(anon.items.map((i) => i.preview.title.map((s) => s.text).join(''))).toEqual([c.title]);
  });

  it('finds channels and themes by their titles, each under its own type', async () => {
    const key = word();
    const c = await channel(key);
    const channels = await search(viewer.client, { types: ['CHANNEL'], query: { value: key } });
    expect(ids(channels)).toEqual([c.id]);
    const themes = await search(viewer.client, { types: ['THEME'], query: { value: key } });
    expect(ids(themes)).toEqual([c.themes.sync, c.themes.price].sort());
    const pricing = await search(viewer.client, {
      types: ['THEME'],
      query: { value: `Pricing ${key}`, titleOnly: true },
    });
    expect(ids(pricing)).toEqual([c.themes.price]);
  });

  it('filters by themes with every list operator', async () => {
    const c = await channel(word());
    const { sync, price } = c.themes;
    const cases: [Record<string, unknown>, string[]][] = [
      [{ operator: 'CONTAINS', ids: [sync] }, ['both', 'sync']],
      [{ operator: 'CONTAINS', ids: [sync, price] }, ['both', 'price', 'sync']],
      [{ operator: 'IS_NOT_ONE_OF', ids: [sync] }, ['anon', 'none', 'price']],
      [{ operator: 'IS_ALL_OF', ids: [sync, price] }, ['both']],
      [{ operator: 'IS_NOT_ALL_OF', ids: [sync, price] }, ['anon', 'none', 'price', 'sync']],
      [{ operator: 'IS_EMPTY', ids: [] }, ['anon', 'none']],
      [{ operator: 'IS_NOT_EMPTY', ids: [] }, ['both', 'price', 'sync']],
      [{ operator: 'ALL', ids: [sync] }, ['anon', 'both', 'none', 'price', 'sync']],
    ];
    for (const [themes, expected] of cases) {
      expect({ themes, found: await pointsMatching(c, { themes }) }).toEqual({ themes, found: expected });
    }
    // A theme carries itself; a channel every theme it holds.
    const both = await search(viewer.client, {
      types: ['THEME', 'CHANNEL'],
      themes: { operator: 'CONTAINS', ids: [price] },
    });
    expect(ids(both)).toEqual([c.id, price].sort());
  });

  it('filters by datasets, and a theme by its data points’ datasets', async () => {
    const c = await channel(word());
    expect(await pointsMatching(c, { datasets: { operator: 'CONTAINS', ids: [c.datasetB] } })).toEqual([
      'none',
    ]);
    expect(await pointsMatching(c, { datasets: { operator: 'IS_NOT_ONE_OF', ids: [c.datasetB] } })).toEqual([
      'anon',
      'both',
      'price',
      'sync',
    ]);
    const themes = await search(viewer.client, {
      types: ['THEME'],
      datasets: { operator: 'CONTAINS', ids: [c.datasetA] },
    });
    expect(ids(themes)).toEqual([c.themes.sync, c.themes.price].sort());
    const none = await search(viewer.client, {
      types: ['THEME'],
      datasets: { operator: 'CONTAINS', ids: [c.datasetB] },
    });
    expect(none.total).toBe(0);
    const channels = await search(viewer.client, {
      types: ['CHANNEL'],
      datasets: { operator: 'IS_ALL_OF', ids: [c.datasetA, c.datasetB] },
    });
    expect(ids(channels)).toEqual([c.id]);
  });

  it('takes themes and datasets as filter-form rows combined with Or and And', async () => {
    const c = await channel(word());
    const or = {
      combinator: 'OR',
      clauses: [
        { themes: { operator: 'CONTAINS', ids: [c.themes.price] } },
        { datasets: { operator: 'CONTAINS', ids: [c.datasetB] } },
      ],
    };
    expect(await pointsMatching(c, { filter: or })).toEqual(['both', 'none', 'price']);
    const and = {
      combinator: 'AND',
      clauses: [
        { themes: { operator: 'IS_EMPTY', ids: [] } },
        { datasets: { operator: 'CONTAINS', ids: [c.datasetA] } },
      ],
    };
    expect(await pointsMatching(c, { filter: and })).toEqual(['anon']);
  });

  it('keeps a channel’s themes and data points in it for location, and out with NOT_LOCATED_IN', async () => {
    const key = word();
    const c = await channel(key);
    const inside = await search(viewer.client, {
      location: { operator: 'LOCATED_IN', ids: [c.id] },
      limit: 50,
    });
    expect(ids(inside)).toEqual([...Object.values(c.points), c.themes.sync, c.themes.price].sort());
    const outside = await search(viewer.client, {
      query: { value: key },
      location: { operator: 'NOT_LOCATED_IN', ids: [c.id] },
    });
    expect(ids(outside)).toEqual([c.id]);
  });

  it('aggregates the matches by theme, by sentiment and by channel', async () => {
    const c = await channel(word());
    const answer = expectOk(
      await viewer.client.gql<{
        search: {
          total: number;
          aggregations: { theme: Bucket[]; sentiment: Bucket[]; location: Bucket[] };
        };
      }>(AGGS, {
        input: {
          types: ['CHANNEL_DATAPOINT'],
          location: { operator: 'LOCATED_IN', ids: [c.id] },
          aggs: { theme: { topK: 5 }, sentiment: true, location: { type: 'CHANNEL' } },
          limit: 0,
        },
      }),
    ).search;
    expect(answer.total).toBe(5);
    const themes = answer.aggregations.theme.map(({ key, count }) => [key, count]);
    // Most matches first, then by title: "Pricing …" before "Sync …".
    expect(themes).toEqual([
      [c.themes.price, 2],
      [c.themes.sync, 2],
    ]);
    // Ratings 1 and 2 read as negative, 3 mixed, 4 and 5 positive.
    expect(Object.fromEntries(answer.aggregations.sentiment.map((b) => [b.key, b.count]))).toEqual({
      positive: 2,
      negative: 2,
      mixed: 1,
    });
    expect(answer.aggregations.location).toEqual([{ key: c.id, label: c.title, count: 5 }]);
    const top1 = expectOk(
      await viewer.client.gql<{ search: { aggregations: { theme: Bucket[] } } }>(AGGS, {
        input: { location: { operator: 'LOCATED_IN', ids: [c.id] }, aggs: { theme: { topK: 1 } }, limit: 0 },
      }),
    ).search.aggregations.theme;
    expect(top1).toHaveLength(1);
  });

  it('follows theme changes, renames and deletions through the bus', async () => {
    const key = word();
    const c = await channel(key);
    expectOk(await contributor.client.gql(REMOVE, { t: c.themes.sync, d: [c.points.both] }));
    const after = await searchUntil(
      viewer.client,
      {
        types: ['CHANNEL_DATAPOINT'],
        themes: { operator: 'CONTAINS', ids: [c.themes.sync] },
        location: { operator: 'LOCATED_IN', ids: [c.id] },
      },
      (found) => found.total === 1,
    );
    expect(ids(after)).toEqual([c.points.sync]);

    expectOk(
      await contributor.client.gql('mutation($id: ID!) { deleteChannelTheme(id: $id) }', {
        id: c.themes.price,
      }),
    );
    const untheming = await searchUntil(
      viewer.client,
      { themes: { operator: 'CONTAINS', ids: [c.themes.price] }, limit: 10 },
      (found) => found.total === 0,
    );
    expect(untheming.total).toBe(0);

    const renamed = `Renamed ${word()}`;
    expectOk(
      await contributor.client.gql(
        'mutation($id: ID!, $t: String!) { updateChannel(input: { id: $id, title: $t }) { id } }',
        {
          id: c.id,
          t: renamed,
        },
      ),
    );
    // The data point without author is titled by its channel: it follows the new name.
    const anon = await searchUntil(
      viewer.client,
      { types: ['CHANNEL_DATAPOINT'], query: { value: renamed, titleOnly: true } },
      (found) => found.total === 1,
    );
    expect(ids(anon)).toEqual([c.points.anon]);

    expectOk(await contributor.client.gql('mutation($id: ID!) { deleteChannel(id: $id) }', { id: c.id }));
    const gone = await searchUntil(
      viewer.client,
      { query: { value: key }, limit: 50 },
      (found) => found.total === 0,
    );
    expect(gone.total).toBe(0);
  });

  it('refuses theme and dataset ids that are not UUIDs, naming the field', async () => {
    for (const field of ['themes', 'datasets'] as const) {
      const answer = await runSearch(viewer.client, { [field]: { operator: 'CONTAINS', ids: ['nope'] } });
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      const error = answer.errors?.[0] as { message: string; extensions: { details?: { field?: string } } };
      expect({ message: error.message, field: error.extensions.details?.field }).toEqual({
        message: `Every id in ${field}.ids must be a UUID.`,
        field: `${field}.ids`,
      });
    }
    const topK = await viewer.client.gql(AGGS, { input: { aggs: { theme: { topK: 101 } }, limit: 0 } });
    expect(errorCode(topK)).toBe('BAD_USER_INPUT');
  });
});
