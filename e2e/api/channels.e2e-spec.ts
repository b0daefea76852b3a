import { randomUUID } from 'node:crypto';
import {
  type GqlResponse,
  type GraphqlClient,
  errorCode,
} from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { DEMO_CHANNEL, DEMO_REVIEWS } from '../../services/all-in-one/src/demo/demo-channel';
import {
  MAX_CHANNELS_PER_WORKSPACE,
  MAX_CHANNEL_BATCH,
  MAX_CHANNEL_DESCRIPTION_LENGTH,
  MAX_CHANNEL_TITLE_LENGTH,
  MAX_DATAPOINTS_PER_CHANNEL,
  MAX_DATAPOINT_AUTHOR_LENGTH,
  MAX_DATAPOINT_PAGE,
  MAX_DATAPOINT_TEXT_LENGTH,
  MAX_THEMES_PER_CHANNEL,
} from '../../services/api/src/modules/channels';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  expectOk,
  signInDemo,
  signUpAndCreateWorkspace,
  sql,
  uniqueSuffix,
} from './factories';

interface ThemeData {
  id: string;
  channelId: string;
  channelTitle: string;
  title: string;
  description: string;
  datapointCount: number;
}
interface DatasetData {
  id: string;
  channelId: string;
  title: string;
  source: 'CSV' | 'API';
  datapointCount: number;
}
interface ChannelData {
  id: string;
  title: string;
  description: string;
  datapointCount: number;
  themeCount: number;
  datasets: DatasetData[];
  themes: ThemeData[];
}
interface DatapointData {
  id: string;
  channelId: string;
  datasetId: string;
  datasetTitle: string;
  text: string;
  author: string | null;
  rating: number | null;
  sentiment: 'positive' | 'negative' | 'mixed' | null;
  occurredAt: string;
  themes: { id: string; title: string }[];
}
interface Row {
  rowNumber: number;
  text: string;
  author?: string | null;
  rating?: number | null;
  sentiment?: string | null;
  occurredAt?: string | null;
}
interface ImportResult {
  dataset: DatasetData;
  importedCount: number;
  rejected: { rowNumber: number; field: string; reason: string }[];
}
interface Bucket {
  start: string;
  count: number;
  positive: number;
  negative: number;
  mixed: number;
}

const THEME = 'id channelId channelTitle title description datapointCount';
const STAMPS = 'createdAt updatedAt';
const DATASET = 'id channelId title source datapointCount';
const CHANNEL = `id title description datapointCount themeCount datasets { ${DATASET} } themes { ${THEME} }`;
const DATAPOINT =
  'id channelId datasetId datasetTitle text author rating sentiment occurredAt themes { id title }';
const CREATE = `mutation($t: String!, $d: String) { createChannel(input: { title: $t, description: $d }) { ${CHANNEL} } }`;
const UPDATE = `mutation($id: ID!, $t: String, $d: String) { updateChannel(input: { id: $id, title: $t, description: $d }) { ${CHANNEL} } }`;
const DELETE = 'mutation($id: ID!) { deleteChannel(id: $id) }';
const LIST = `{ channels { ${CHANNEL} } }`;
const ONE = `query($id: ID!) { channel(id: $id) { ${CHANNEL} } }`;
const IMPORT = `mutation($input: ImportChannelDatapointsInput!) { importChannelDatapoints(input: $input) { dataset { ${DATASET} } importedCount rejected { rowNumber field reason } } }`;
const DELETE_DATASET = 'mutation($id: ID!) { deleteChannelDataset(id: $id) }';
const DELETE_DATAPOINTS = 'mutation($ids: [ID!]!) { deleteChannelDatapoints(ids: $ids) }';
const CREATE_THEME = `mutation($c: ID!, $t: String!, $d: String) { createChannelTheme(input: { channelId: $c, title: $t, description: $d }) { ${THEME} } }`;
const UPDATE_THEME = `mutation($id: ID!, $t: String, $d: String) { updateChannelTheme(input: { id: $id, title: $t, description: $d }) { ${THEME} } }`;
const DELETE_THEME = 'mutation($id: ID!) { deleteChannelTheme(id: $id) }';
const THEME_ONE = `query($id: ID!) { channelTheme(id: $id) { ${THEME} } }`;
const ADD = `mutation($t: ID!, $p: [ID!]!) { addDatapointsToTheme(input: { themeId: $t, datapointIds: $p }) { ${THEME} } }`;
const REMOVE = `mutation($t: ID!, $p: [ID!]!) { removeDatapointsFromTheme(input: { themeId: $t, datapointIds: $p }) { ${THEME} } }`;
const DATAPOINTS = `query($input: ChannelDatapointsInput!) { channelDatapoints(input: $input) { total items { ${DATAPOINT} } } }`;
const VOLUME = `query($input: ChannelVolumeInput!) { channelVolume(input: $input) { start count positive negative mixed } }`;

/** The `field` an error names. */
function fieldOf(response: GqlResponse<unknown>): unknown {
  const extensions = response.errors?.[0]?.extensions as { details?: { field?: unknown } } | undefined;
  return extensions?.details?.field;
}

describe('channels of continuous feedback', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let schemaName: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    schemaName = await schemaOf(ws);
  }, 120_000);
  afterAll(() => sut.close());

  async function schemaOf(workspace: BuiltWorkspace): Promise<string> {
    const [team] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [workspace.id],
    );
    return team.schema_name;
  }
  function tag(): string {
    return uniqueSuffix().replace(/[^a-z0-9]/gi, '');
  }
  async function channel(title = `Channel ${tag()}`, client: GraphqlClient = contributor.client) {
    return expectOk(await client.gql<{ createChannel: ChannelData }>(CREATE, { t: title })).createChannel;
  }
  async function getChannel(id: string): Promise<ChannelData> {
    return expectOk(await viewer.client.gql<{ channel: ChannelData }>(ONE, { id })).channel;
  }
  async function importRows(
    input: { channelId: string; datasetId?: string; datasetTitle?: string; source?: string; rows: Row[] },
    client: GraphqlClient = contributor.client,
  ): Promise<ImportResult> {
    const withTitle = input.datasetId ? input : { datasetTitle: `Dataset ${tag()}`, ...input };
    return expectOk(await client.gql<{ importChannelDatapoints: ImportResult }>(IMPORT, { input: withTitle }))
      .importChannelDatapoints;
  }
  async function theme(channelId: string, title = `Theme ${tag()}`): Promise<ThemeData> {
    return expectOk(
      await contributor.client.gql<{ createChannelTheme: ThemeData }>(CREATE_THEME, {
        c: channelId,
        t: title,
      }),
    ).createChannelTheme;
  }
  async function addToTheme(themeId: string, ids: string[]): Promise<ThemeData> {
    return expectOk(
      await contributor.client.gql<{ addDatapointsToTheme: ThemeData }>(ADD, { t: themeId, p: ids }),
    ).addDatapointsToTheme;
  }
  async function page(input: Record<string, unknown>) {
    return expectOk(
      await viewer.client.gql<{ channelDatapoints: { total: number; items: DatapointData[] } }>(DATAPOINTS, {
        input,
      }),
    ).channelDatapoints;
  }
  async function datapointIds(channelId: string): Promise<string[]> {
    const rows = await sql<{ id: string }>(
      sut,
      `select id from "${schemaName}".channel_datapoints where channel_id = ? order by occurred_at, id`,
      [channelId],
    );
    return rows.map((r) => r.id);
  }
  /** The outbox events about a channel, oldest first, as subject and payload. */
  async function events(channelId: string): Promise<{ subject: string; payload: Record<string, unknown> }[]> {
    return sql<{ subject: string; payload: Record<string, unknown> }>(
      sut,
      `select subject, payload from regional.outbox_events where workspace_id = ? and payload->>'channelId' = ?
        order by occurred_at, subject`,
      [ws.id, channelId],
    );
  }
  const rowsOf = (count: number, from = 1): Row[] =>
    Array.from({ length: count }, (_, i) => ({ rowNumber: from + i, text: `Review ${from + i}`, rating: 4 }));

  it('should create, update, fill, theme, list and delete a channel, writing each outbox event with its payload', async () => {
    const t = tag();
    const created = expectOk(
      await contributor.client.gql<{ createChannel: ChannelData }>(CREATE, {
        t: `  App reviews ${t}  `,
        d: 'Reviews of the iOS app',
      }),
    ).createChannel;
    expect(created).toMatchObject({
      title: `App reviews ${t}`,
      description: 'Reviews of the iOS app',
      datapointCount: 0,
      themeCount: 0,
      datasets: [],
      themes: [],
    });
    const updated = expectOk(
      await contributor.client.gql<{ updateChannel: ChannelData }>(UPDATE, {
        id: created.id,
        t: `Reviews ${t}`,
      }),
    ).updateChannel;
    expect(updated).toMatchObject({ title: `Reviews ${t}`, description: 'Reviews of the iOS app' });
    const described = expectOk(
      await contributor.client.gql<{ updateChannel: ChannelData }>(UPDATE, { id: created.id, d: '' }),
    ).updateChannel;
    expect(described).toMatchObject({ title: `Reviews ${t}`, description: '' });

    const first = await importRows({
      channelId: created.id,
      datasetTitle: 'Export Q3',
      source: 'API',
      rows: [
        {
          rowNumber: 1,
          text: 'Sync lost my notes',
          author: 'ann',
          rating: 1,
          occurredAt: '2026-01-01T10:00:00Z',
        },
        { rowNumber: 2, text: 'Love highlights', rating: 5, occurredAt: '2026-01-02T10:00:00Z' },
      ],
    });
    expect(first).toMatchObject({
      importedCount: 2,
      rejected: [],
      dataset: { channelId: created.id, title: 'Export Q3', source: 'API', datapointCount: 2 },
    });
    const second = await importRows({
      channelId: created.id,
      datasetId: first.dataset.id,
      rows: [{ rowNumber: 1, text: 'Search is slow', rating: 3, occurredAt: '2026-01-03T10:00:00Z' }],
    });
    expect(second.dataset).toMatchObject({ id: first.dataset.id, datapointCount: 3 });
    const other = await importRows({ channelId: created.id, datasetTitle: 'Tickets', rows: rowsOf(1) });
    expect(other.dataset.source).toBe('CSV');
    const [sync, love, search] = (
      await page({ channelId: created.id, datasetId: first.dataset.id, direction: 'ASC' })
    ).items.map((i) => i.id);

    const syncTheme = await theme(created.id, 'Sync');
    const alpha = await theme(created.id, 'Alpha');
    expect((await addToTheme(syncTheme.id, [sync, search, sync.toUpperCase()])).datapointCount).toBe(2);
    // Adding one already there is fine and writes no event.
    expect((await addToTheme(syncTheme.id, [sync])).datapointCount).toBe(2);
    const renamedTheme = expectOk(
      await contributor.client.gql<{ updateChannelTheme: ThemeData }>(UPDATE_THEME, {
        id: syncTheme.id,
        t: 'Sync and offline',
        d: 'Lost or late changes',
      }),
    ).updateChannelTheme;
    expect(renamedTheme).toEqual({
      id: syncTheme.id,
      channelId: created.id,
      channelTitle: `Reviews ${t}`,
      title: 'Sync and offline',
      description: 'Lost or late changes',
      datapointCount: 2,
    });
    expect(
      expectOk(await viewer.client.gql<{ channelTheme: ThemeData }>(THEME_ONE, { id: alpha.id }))
        .channelTheme,
    ).toMatchObject({ title: 'Alpha', datapointCount: 0 });

    const read = await getChannel(created.id);
    expect(read).toMatchObject({ datapointCount: 4, themeCount: 2 });
    // Datasets newest first; themes by data point count, then title.
    expect(read.datasets.map((d) => [d.title, d.datapointCount])).toEqual([
      ['Tickets', 1],
      ['Export Q3', 3],
    ]);
    expect(read.themes.map((x) => [x.title, x.datapointCount])).toEqual([
      ['Sync and offline', 2],
      ['Alpha', 0],
    ]);
    expect(expectOk(await viewer.client.gql<{ channels: ChannelData[] }>(LIST)).channels).toContainEqual(
      read,
    );
    const stamped = expectOk(
      await viewer.client.gql<{
        channel: {
          createdAt: string;
          updatedAt: string;
          datasets: { createdAt: string }[];
          themes: { createdAt: string; updatedAt: string }[];
        };
        channelDatapoints: { items: { createdAt: string }[] };
      }>(
        `query($id: ID!) { channel(id: $id) { ${STAMPS} datasets { createdAt } themes { ${STAMPS} } }
          channelDatapoints(input: { channelId: $id, limit: 1 }) { items { createdAt } } }`,
        { id: created.id },
      ),
    );
    const stamps = [
      stamped.channel.createdAt,
      stamped.channel.updatedAt,
      ...stamped.channel.datasets.map((d) => d.createdAt),
      ...stamped.channel.themes.flatMap((x) => [x.createdAt, x.updatedAt]),
      stamped.channelDatapoints.items[0].createdAt,
    ];
    expect(stamps).toHaveLength(9);
    for (const stamp of stamps) expect(Math.abs(Date.parse(stamp) - Date.now())).toBeLessThan(10 * 60_000);
    expect(Date.parse(stamped.channel.updatedAt)).toBeGreaterThan(Date.parse(stamped.channel.createdAt));
    const points = await page({ channelId: created.id, direction: 'ASC' });
    expect(points.items.map((i) => [i.text, i.themes.map((x) => x.title)])).toEqual([
      ['Sync lost my notes', ['Sync and offline']],
      ['Love highlights', []],
      ['Search is slow', ['Sync and offline']],
      ['Review 1', []],
    ]);
    expect(points.items[0]).toMatchObject({
      channelId: created.id,
      datasetId: first.dataset.id,
      datasetTitle: 'Export Q3',
      author: 'ann',
      rating: 1,
      sentiment: 'negative',
      occurredAt: '2026-01-01T10:00:00.000Z',
    });

    const removed = expectOk(
      await contributor.client.gql<{ removeDatapointsFromTheme: ThemeData }>(REMOVE, {
        t: syncTheme.id,
        p: [search],
      }),
    ).removeDatapointsFromTheme;
    expect(removed.datapointCount).toBe(1);
    expect(
      expectOk(
        await contributor.client.gql<{ deleteChannelDatapoints: number }>(DELETE_DATAPOINTS, {
          ids: [love, randomUUID()],
        }),
      ),
    ).toEqual({ deleteChannelDatapoints: 1 });
    expectOk(await contributor.client.gql(DELETE_THEME, { id: syncTheme.id }));
    expect(errorCode(await viewer.client.gql(THEME_ONE, { id: syncTheme.id }))).toBe('NOT_FOUND');
    // Its data points stay.
    expect((await page({ channelId: created.id })).total).toBe(3);
    expectOk(await contributor.client.gql(DELETE_DATASET, { id: other.dataset.id }));
    expect((await getChannel(created.id)).datasets.map((d) => d.id)).toEqual([first.dataset.id]);
    expect((await page({ channelId: created.id })).total).toBe(2);

    expect(expectOk(await contributor.client.gql(DELETE, { id: created.id }))).toEqual({
      deleteChannel: true,
    });
    expect(errorCode(await viewer.client.gql(ONE, { id: created.id }))).toBe('NOT_FOUND');
    expect(errorCode(await viewer.client.gql(THEME_ONE, { id: alpha.id }))).toBe('NOT_FOUND');
    const [left] = await sql<{ n: number }>(
      sut,
      `select (select count(*) from "${schemaName}".channel_datapoints where channel_id = ?)
         + (select count(*) from "${schemaName}".channel_datasets where channel_id = ?)
         + (select count(*) from "${schemaName}".channel_themes where channel_id = ?) as n`,
      [created.id, created.id, created.id],
    );
    expect(Number(left.n)).toBe(0);

    const c = created.id;
    const [importedIds, secondIds, otherIds] = (await events(c))
      .filter((e) => e.subject === 'channel_datapoints.imported')
      .map((e) => e.payload.datapointIds as string[]);
    expect([...importedIds].sort()).toEqual([sync, love].sort());
    expect(secondIds).toEqual([search]);
    expect(otherIds).toHaveLength(1);
    expect((await events(c)).map((e) => e.subject).sort()).toEqual(
      [
        'channel.created',
        'channel.updated',
        'channel.updated',
        'channel_dataset.created',
        'channel_datapoints.imported',
        'channel_datapoints.imported',
        'channel_dataset.created',
        'channel_datapoints.imported',
        'channel_theme.created',
        'channel_theme.created',
        'channel_theme.datapoints_added',
        'channel_theme.updated',
        'channel_theme.datapoints_removed',
        'channel_datapoints.deleted',
        'channel_theme.deleted',
        'channel_dataset.deleted',
        'channel.deleted',
      ].sort(),
    );
    const payloads = (await events(c)).map((e) => e.payload);
    expect(payloads).toEqual(
      expect.arrayContaining([
        { channelId: c },
        { channelId: c, datasetId: first.dataset.id },
        { channelId: c, datasetId: other.dataset.id },
        { channelId: c, datasetId: first.dataset.id, datapointIds: [search] },
        { channelId: c, themeId: syncTheme.id },
        { channelId: c, themeId: alpha.id },
        {
          channelId: c,
          themeId: syncTheme.id,
          datapointIds: expect.arrayContaining([sync, search]) as string[],
        },
        { channelId: c, themeId: syncTheme.id, datapointIds: [search] },
        { channelId: c, datapointIds: [love] },
      ]),
    );
    const byEvent = new Map((await events(c)).map((e) => [e.subject, e.payload]));
    expect(byEvent.get('channel.created')).toEqual({ channelId: c });
    expect(byEvent.get('channel.deleted')).toEqual({ channelId: c });
    expect(byEvent.get('channel_theme.deleted')).toEqual({ channelId: c, themeId: syncTheme.id });
    expect(byEvent.get('channel_theme.updated')).toEqual({ channelId: c, themeId: syncTheme.id });
    expect(byEvent.get('channel_theme.datapoints_removed')).toEqual({
      channelId: c,
      themeId: syncTheme.id,
      datapointIds: [search],
    });
    expect(byEvent.get('channel_dataset.deleted')).toEqual({ channelId: c, datasetId: other.dataset.id });
    expect(byEvent.get('channel_datapoints.deleted')).toEqual({ channelId: c, datapointIds: [love] });
  });

  describe('import', () => {
    it('should report each refused row with its field and import the others in one event, at every limit', async () => {
      const ch = await channel();
      const soon = new Date(Date.now() + 60 * 60_000).toISOString();
      const tooLate = new Date(Date.now() + 25 * 60 * 60_000).toISOString();
      const result = await importRows({
        channelId: ch.id,
        rows: [
          { rowNumber: 1, text: '   ' },
          { rowNumber: 2, text: 'x'.repeat(MAX_DATAPOINT_TEXT_LENGTH) },
          { rowNumber: 3, text: 'y'.repeat(MAX_DATAPOINT_TEXT_LENGTH + 1) },
          { rowNumber: 4, text: 'author ok', author: 'a'.repeat(MAX_DATAPOINT_AUTHOR_LENGTH) },
          { rowNumber: 5, text: 'author long', author: 'b'.repeat(MAX_DATAPOINT_AUTHOR_LENGTH + 1) },
          { rowNumber: 6, text: 'rating 0', rating: 0 },
          { rowNumber: 7, text: 'rating 1', rating: 1 },
          { rowNumber: 8, text: 'rating 5', rating: 5 },
          { rowNumber: 9, text: 'rating 6', rating: 6 },
          { rowNumber: 10, text: 'in an hour', occurredAt: soon },
          { rowNumber: 11, text: 'in 25 hours', occurredAt: tooLate },
          { rowNumber: 12, text: '  empty author  ', author: '   ' },
        ],
      });
      expect(result.importedCount).toBe(6);
      expect(result.rejected.map((r) => [r.rowNumber, r.field])).toEqual([
        [1, 'text'],
        [3, 'text'],
        [5, 'author'],
        [6, 'rating'],
        [9, 'rating'],
        [11, 'occurredAt'],
      ]);
      expect(result.rejected[0].reason).toBe('Text cannot be empty.');
      expect(result.rejected[1].reason).toContain(`${MAX_DATAPOINT_TEXT_LENGTH}`);
      expect(result.rejected[2].reason).toContain(`${MAX_DATAPOINT_AUTHOR_LENGTH}`);
      expect(result.rejected[3].reason).toContain('1 to 5');
      const items = (await page({ channelId: ch.id, limit: 50 })).items;
      expect(items.map((i) => i.text.slice(0, 12)).sort()).toEqual(
        ['x'.repeat(12), 'author ok', 'rating 1', 'rating 5', 'in an hour', 'empty author'].sort(),
      );
      expect(items.find((i) => i.text === 'empty author')?.author).toBeNull();
      expect(items.find((i) => i.text === 'author ok')?.author).toHaveLength(MAX_DATAPOINT_AUTHOR_LENGTH);
      expect(items.find((i) => i.text === 'in an hour')?.occurredAt).toBe(soon);
      const imported = (await events(ch.id)).filter((e) => e.subject === 'channel_datapoints.imported');
      expect(imported).toHaveLength(1);
      expect([...(imported[0].payload.datapointIds as string[])].sort()).toEqual(
        items.map((i) => i.id).sort(),
      );
    });

    it('should derive the sentiment from the rating when it is absent and keep a given one', async () => {
      const ch = await channel();
      await importRows({
        channelId: ch.id,
        rows: [
          { rowNumber: 1, text: 'r1', rating: 1 },
          { rowNumber: 2, text: 'r2', rating: 2 },
          { rowNumber: 3, text: 'r3', rating: 3 },
          { rowNumber: 4, text: 'r4', rating: 4 },
          { rowNumber: 5, text: 'r5', rating: 5 },
          { rowNumber: 6, text: 'none' },
          { rowNumber: 7, text: 'given', rating: 1, sentiment: 'positive' },
        ],
      });
      const byText = new Map((await page({ channelId: ch.id })).items.map((i) => [i.text, i.sentiment]));
      expect(Object.fromEntries(byText)).toEqual({
        r1: 'negative',
        r2: 'negative',
        r3: 'mixed',
        r4: 'positive',
        r5: 'positive',
        none: null,
        given: 'positive',
      });
    });

    it('should take 1000 rows in one call and refuse 1001 or none whole, creating nothing', async () => {
      const ch = await channel();
      const many = await importRows({ channelId: ch.id, rows: rowsOf(MAX_CHANNEL_BATCH) });
      expect(many.importedCount).toBe(MAX_CHANNEL_BATCH);
      for (const rows of [rowsOf(MAX_CHANNEL_BATCH + 1), []]) {
        const refused = await contributor.client.gql(IMPORT, {
          input: { channelId: ch.id, datasetTitle: 'Too many', rows },
        });
        expect(errorCode(refused)).toBe('BAD_USER_INPUT');
        expect(fieldOf(refused)).toBe('rows');
      }
      const after = await getChannel(ch.id);
      expect(after.datapointCount).toBe(MAX_CHANNEL_BATCH);
      expect(after.datasets.map((d) => d.id)).toEqual([many.dataset.id]);
    });

    it('should refuse an import that would pass the channel limit, saying how many more fit', async () => {
      const ch = await channel();
      const first = await importRows({ channelId: ch.id, rows: rowsOf(1) });
      // Setup only: fill the channel to one below its limit directly.
      await sql(
        sut,
        `insert into "${schemaName}".channel_datapoints (id, channel_id, dataset_id, text, occurred_at, created_by)
           select gen_random_uuid(), ?, ?, 'Bulk ' || n, now(), ? from generate_series(1, ?) n`,
        [ch.id, first.dataset.id, contributor.id, MAX_DATAPOINTS_PER_CHANNEL - 2],
      );
      const refused = await contributor.client.gql(IMPORT, {
        input: { channelId: ch.id, datasetId: first.dataset.id, rows: rowsOf(2) },
      });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0].message).toBe(
        `A channel holds at most ${MAX_DATAPOINTS_PER_CHANNEL} data points: only 1 more fit, and this import has 2.`,
      );
      const fits = await importRows({ channelId: ch.id, datasetId: first.dataset.id, rows: rowsOf(1) });
      expect(fits.importedCount).toBe(1);
      const full = await contributor.client.gql(IMPORT, {
        input: { channelId: ch.id, datasetTitle: 'More', rows: rowsOf(1) },
      });
      expect(errorCode(full)).toBe('BAD_USER_INPUT');
      expect(full.errors?.[0].message).toContain('this one is full');
      const after = await getChannel(ch.id);
      expect(after.datapointCount).toBe(MAX_DATAPOINTS_PER_CHANNEL);
      expect(after.datasets).toHaveLength(1);
    });

    it('should refuse a missing or too long dataset title and a dataset of another channel', async () => {
      const ch = await channel();
      const elsewhere = await importRows({ channelId: (await channel()).id, rows: rowsOf(1) });
      const cases: [Record<string, unknown>, string, string][] = [
        [{ channelId: ch.id, rows: rowsOf(1) }, 'BAD_USER_INPUT', 'datasetTitle'],
        [{ channelId: ch.id, datasetTitle: '  ', rows: rowsOf(1) }, 'BAD_USER_INPUT', 'datasetTitle'],
        [
          { channelId: ch.id, datasetTitle: 'd'.repeat(201), rows: rowsOf(1) },
          'BAD_USER_INPUT',
          'datasetTitle',
        ],
        [{ channelId: ch.id, datasetId: elsewhere.dataset.id, rows: rowsOf(1) }, 'NOT_FOUND', ''],
        [{ channelId: ch.id, datasetId: 'nope', rows: rowsOf(1) }, 'NOT_FOUND', ''],
        [{ channelId: randomUUID(), datasetTitle: 'x', rows: rowsOf(1) }, 'NOT_FOUND', ''],
        [{ channelId: 'nope', datasetTitle: 'x', rows: rowsOf(1) }, 'NOT_FOUND', ''],
      ];
      for (const [input, code, field] of cases) {
        const response = await contributor.client.gql(IMPORT, { input });
        expect([errorCode(response), fieldOf(response) ?? '']).toEqual([code, field]);
      }
      const longest = await importRows({ channelId: ch.id, datasetTitle: 'd'.repeat(200), rows: rowsOf(1) });
      expect(longest.dataset.title).toHaveLength(200);
      expect((await getChannel(ch.id)).datasets).toHaveLength(1);
    });
  });

  describe('validation', () => {
    it('should refuse an empty, too long or taken channel title or a too long description, accepting the limits', async () => {
      const taken = await channel();
      const other = await channel();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ t: '   ' }, 'title', 'cannot be empty'],
        [{ t: 'x'.repeat(MAX_CHANNEL_TITLE_LENGTH + 1) }, 'title', `${MAX_CHANNEL_TITLE_LENGTH}`],
        [{ t: taken.title.toUpperCase() }, 'title', 'already exists'],
        [{ t: `ok ${tag()}`, d: 'd'.repeat(MAX_CHANNEL_DESCRIPTION_LENGTH + 1) }, 'description', '1000'],
      ];
      for (const [variables, field, message] of cases) {
        for (const response of [
          await contributor.client.gql(CREATE, variables),
          await contributor.client.gql(UPDATE, { id: other.id, ...variables }),
        ]) {
          expect(errorCode(response)).toBe('BAD_USER_INPUT');
          expect(fieldOf(response)).toBe(field);
          expect(response.errors?.[0].message).toContain(message);
          expect(JSON.stringify(response)).not.toMatch(/channels_title_unique|duplicate key/);
        }
      }
      expect(await getChannel(other.id)).toEqual(other);
      const longest = expectOk(
        await contributor.client.gql<{ createChannel: ChannelData }>(CREATE, {
          t: `${tag()}${'y'.repeat(MAX_CHANNEL_TITLE_LENGTH - 8)}`,
          d: 'd'.repeat(MAX_CHANNEL_DESCRIPTION_LENGTH),
        }),
      ).createChannel;
      expect(longest.title).toHaveLength(MAX_CHANNEL_TITLE_LENGTH);
      expect(longest.description).toHaveLength(MAX_CHANNEL_DESCRIPTION_LENGTH);
    });

    it('should refuse an empty, too long or taken theme title or a too long description, per channel', async () => {
      const ch = await channel();
      const taken = await theme(ch.id, 'Pricing');
      const other = await theme(ch.id);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ t: '' }, 'title', 'cannot be empty'],
        [{ t: 'x'.repeat(201) }, 'title', '200'],
        [{ t: 'PRICING' }, 'title', 'already has a theme'],
        [{ t: `ok ${tag()}`, d: 'd'.repeat(1001) }, 'description', '1000'],
      ];
      for (const [variables, field, message] of cases) {
        for (const response of [
          await contributor.client.gql(CREATE_THEME, { c: ch.id, ...variables }),
          await contributor.client.gql(UPDATE_THEME, { id: other.id, ...variables }),
        ]) {
          expect(errorCode(response)).toBe('BAD_USER_INPUT');
          expect(fieldOf(response)).toBe(field);
          expect(response.errors?.[0].message).toContain(message);
        }
      }
      const longest = expectOk(
        await contributor.client.gql<{ createChannelTheme: ThemeData }>(CREATE_THEME, {
          c: ch.id,
          t: 'z'.repeat(200),
          d: 'd'.repeat(1000),
        }),
      ).createChannelTheme;
      expect([longest.title.length, longest.description.length]).toEqual([200, 1000]);
      // The same title in another channel is fine.
      expect((await theme((await channel()).id, taken.title)).title).toBe('Pricing');
      expect((await getChannel(ch.id)).themes.map((x) => x.title).sort()).toEqual(
        [taken.title, other.title, longest.title].sort(),
      );
    });

    it('should refuse a channel past the workspace limit and a theme past the channel limit', async () => {
      const own = await signUpAndCreateWorkspace(sut);
      const ownSchema = await schemaOf(own);
      await sql(
        sut,
        `insert into "${ownSchema}".channels (id, title, created_by)
           select gen_random_uuid(), 'Seeded ' || n, ? from generate_series(1, ?) n`,
        [own.manager.id, MAX_CHANNELS_PER_WORKSPACE - 1],
      );
      const last = await channel('The last one', own.manager.client);
      const refused = await own.manager.client.gql(CREATE, { t: 'One too many' });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0].message).toBe(
        `A workspace can have at most ${MAX_CHANNELS_PER_WORKSPACE} channels. Delete one you no longer use first.`,
      );
      expect(expectOk(await own.manager.client.gql<{ channels: ChannelData[] }>(LIST)).channels).toHaveLength(
        MAX_CHANNELS_PER_WORKSPACE,
      );

      await sql(
        sut,
        `insert into "${ownSchema}".channel_themes (id, channel_id, title, created_by)
           select gen_random_uuid(), ?, 'Seeded ' || n, ? from generate_series(1, ?) n`,
        [last.id, own.manager.id, MAX_THEMES_PER_CHANNEL - 1],
      );
      expectOk(await own.manager.client.gql(CREATE_THEME, { c: last.id, t: 'Last theme' }));
      const tooManyThemes = await own.manager.client.gql(CREATE_THEME, {
        c: last.id,
        t: 'One theme too many',
      });
      expect(errorCode(tooManyThemes)).toBe('BAD_USER_INPUT');
      expect(tooManyThemes.errors?.[0].message).toContain(`at most ${MAX_THEMES_PER_CHANNEL} themes`);
      const after = expectOk(
        await own.manager.client.gql<{ channel: ChannelData }>(ONE, { id: last.id }),
      ).channel;
      expect(after.themeCount).toBe(MAX_THEMES_PER_CHANNEL);
    });

    it('should answer NOT_FOUND for channel, theme and dataset ids that are unknown or not UUIDs', async () => {
      const ch = await channel();
      for (const id of ['nope', randomUUID(), "1' or '1'='1"]) {
        const attempts: [GraphqlClient, string, Record<string, unknown>][] = [
          [viewer.client, ONE, { id }],
          [contributor.client, UPDATE, { id, t: 'x' }],
          [contributor.client, DELETE, { id }],
          [viewer.client, THEME_ONE, { id }],
          [contributor.client, UPDATE_THEME, { id, t: 'x' }],
          [contributor.client, DELETE_THEME, { id }],
          [contributor.client, CREATE_THEME, { c: id, t: 'x' }],
          [contributor.client, ADD, { t: id, p: [randomUUID()] }],
          [contributor.client, REMOVE, { t: id, p: [randomUUID()] }],
          [contributor.client, DELETE_DATASET, { id }],
          [viewer.client, DATAPOINTS, { input: { channelId: id } }],
          [viewer.client, DATAPOINTS, { input: { channelId: ch.id, themeId: id } }],
          [viewer.client, DATAPOINTS, { input: { channelId: ch.id, datasetId: id } }],
          [viewer.client, VOLUME, { input: { channelId: id } }],
          [viewer.client, VOLUME, { input: { channelId: ch.id, themeId: id } }],
        ];
        for (const [client, query, variables] of attempts) {
          const response = await client.gql(query, variables);
          expect([query.slice(0, 40), errorCode(response)]).toEqual([query.slice(0, 40), 'NOT_FOUND']);
          expect(response.errors?.[0].message).toMatch(/^(Channel|Theme|Dataset) was not found\.$/);
        }
      }
    });

    it('should refuse data point id lists that are empty, too long or not UUIDs', async () => {
      const ch = await channel();
      const th = await theme(ch.id);
      const { importedCount } = await importRows({ channelId: ch.id, rows: rowsOf(1) });
      expect(importedCount).toBe(1);
      const tooMany = Array.from({ length: MAX_CHANNEL_BATCH + 1 }, () => randomUUID());
      for (const [ids, message] of [
        [[], 'at least one'],
        [tooMany, `at most ${MAX_CHANNEL_BATCH.toLocaleString('en-US')}`],
        [['not-a-uuid'], 'must be a UUID'],
      ] as [string[], string][]) {
        for (const [query, variables, field] of [
          [ADD, { t: th.id, p: ids }, 'datapointIds'],
          [REMOVE, { t: th.id, p: ids }, 'datapointIds'],
          [DELETE_DATAPOINTS, { ids }, 'ids'],
        ] as [string, Record<string, unknown>, string][]) {
          const response = await contributor.client.gql(query, variables);
          expect(errorCode(response)).toBe('BAD_USER_INPUT');
          expect(fieldOf(response)).toBe(field);
          expect(response.errors?.[0].message).toContain(message);
        }
      }
      expect((await getChannel(ch.id)).datapointCount).toBe(1);
      // Exactly the batch limit is accepted.
      expect(
        expectOk(
          await contributor.client.gql<{ deleteChannelDatapoints: number }>(DELETE_DATAPOINTS, {
            ids: tooMany.slice(1),
          }),
        ),
      ).toEqual({ deleteChannelDatapoints: 0 });
    });

    it('should refuse to put data points of another channel in a theme, naming how many, adding none', async () => {
      const ch = await channel();
      const elsewhere = await channel();
      await importRows({ channelId: ch.id, rows: rowsOf(2) });
      await importRows({ channelId: elsewhere.id, rows: rowsOf(2) });
      const own = await datapointIds(ch.id);
      const foreign = await datapointIds(elsewhere.id);
      const th = await theme(ch.id);
      for (const query of [ADD, REMOVE]) {
        const two = await contributor.client.gql(query, { t: th.id, p: [own[0], ...foreign] });
        expect(errorCode(two)).toBe('BAD_USER_INPUT');
        expect(two.errors?.[0].message).toBe("2 of these data points are not in this theme's channel.");
        const one = await contributor.client.gql(query, { t: th.id, p: [own[0], randomUUID()] });
        expect(one.errors?.[0].message).toBe("One of these data points is not in this theme's channel.");
      }
      expect(
        expectOk(await viewer.client.gql<{ channelTheme: ThemeData }>(THEME_ONE, { id: th.id })).channelTheme
          .datapointCount,
      ).toBe(0);
      expect((await events(ch.id)).map((e) => e.subject)).not.toContain('channel_theme.datapoints_added');
    });
  });

  it('should let a viewer read channels but refuse every change with FORBIDDEN, changing nothing', async () => {
    const ch = await channel();
    const imported = await importRows({ channelId: ch.id, rows: rowsOf(2) });
    const [a, b] = await datapointIds(ch.id);
    const th = await theme(ch.id);
    await addToTheme(th.id, [a]);
    const before = await getChannel(ch.id);
    const eventsBefore = await events(ch.id);
    const attempts: [string, Record<string, unknown>][] = [
      [CREATE, { t: `Viewer made ${tag()}` }],
      [UPDATE, { id: ch.id, t: 'Viewer renamed' }],
      [DELETE, { id: ch.id }],
      [IMPORT, { input: { channelId: ch.id, datasetTitle: 'Viewer data', rows: rowsOf(1) } }],
      [DELETE_DATASET, { id: imported.dataset.id }],
      [DELETE_DATAPOINTS, { ids: [a] }],
      [CREATE_THEME, { c: ch.id, t: 'Viewer theme' }],
      [UPDATE_THEME, { id: th.id, t: 'Viewer renamed' }],
      [DELETE_THEME, { id: th.id }],
      [ADD, { t: th.id, p: [b] }],
      [REMOVE, { t: th.id, p: [a] }],
    ];
    for (const [mutation, variables] of attempts) {
      expect([mutation.slice(0, 40), errorCode(await viewer.client.gql(mutation, variables))]).toEqual([
        mutation.slice(0, 40),
        'FORBIDDEN',
      ]);
    }
    expect(await getChannel(ch.id)).toEqual(before);
    expect(
      (await page({ channelId: ch.id })).items.map((i) => [i.id, i.themes.map((x) => x.id)]).sort(),
    ).toEqual(
      [
        [a, [th.id]],
        [b, []],
      ].sort(),
    );
    expect(await events(ch.id)).toEqual(eventsBefore);
    expect(
      expectOk(await viewer.client.gql<{ channels: ChannelData[] }>(LIST)).channels.map((c) => c.title),
    ).not.toContain('Viewer renamed');
  });

  describe('channelDatapoints', () => {
    let ch: ChannelData;
    let datasetA: string;
    let datasetB: string;
    let themeId: string;
    let ids: Record<string, string>;

    beforeAll(async () => {
      ch = await channel();
      datasetA = (
        await importRows({
          channelId: ch.id,
          rows: [
            {
              rowNumber: 1,
              text: 'Sync broke 100% of my notes',
              author: 'ann',
              rating: 1,
              occurredAt: '2026-03-01T08:00:00Z',
            },
            {
              rowNumber: 2,
              text: 'Great highlights',
              author: 'Bob',
              rating: 5,
              occurredAt: '2026-03-02T08:00:00Z',
            },
            {
              rowNumber: 3,
              text: 'Pricing is okay',
              author: 'cara',
              rating: 3,
              occurredAt: '2026-03-03T08:00:00Z',
            },
          ],
        })
      ).dataset.id;
      datasetB = (
        await importRows({
          channelId: ch.id,
          rows: [
            {
              rowNumber: 1,
              text: 'SYNC is slow',
              author: 'dan_sync',
              rating: 2,
              occurredAt: '2026-03-04T08:00:00Z',
            },
            { rowNumber: 2, text: 'No rating here', occurredAt: '2026-03-04T08:00:00Z' },
          ],
        })
      ).dataset.id;
      const rows = await sql<{ id: string; author: string | null }>(
        sut,
        `select id, author from "${schemaName}".channel_datapoints where channel_id = ?`,
        [ch.id],
      );
      ids = Object.fromEntries(rows.map((r) => [r.author ?? 'none', r.id]));
      themeId = (await theme(ch.id, 'Sync')).id;
      await addToTheme(themeId, [ids.ann, ids.Bob]);
    });

    const texts = async (input: Record<string, unknown>): Promise<string[]> =>
      (await page({ channelId: ch.id, ...input })).items.map((i) => i.text.split(' ')[0].toLowerCase());

    it('should list newest first by default, oldest first when asked, ties by id', async () => {
      const desc = await texts({});
      expect(desc.slice(2)).toEqual(['pricing', 'great', 'sync']);
      expect(await texts({ direction: 'ASC' })).toEqual([...desc].reverse());
      const sameTime = (await page({ channelId: ch.id, direction: 'ASC' })).items.slice(3).map((i) => i.id);
      expect(sameTime).toEqual([ids.dan_sync, ids.none].sort());
    });

    it('should filter by theme, dataset, no theme, sentiment, period and text or author', async () => {
      expect((await texts({ themeId })).sort()).toEqual(['great', 'sync']);
      expect((await texts({ datasetId: datasetA })).sort()).toEqual(['great', 'pricing', 'sync']);
      expect((await texts({ datasetId: datasetB })).sort()).toEqual(['no', 'sync']);
      expect((await texts({ unthemed: true })).sort()).toEqual(['no', 'pricing', 'sync']);
      expect(await texts({ sentiment: 'negative' })).toEqual(['sync', 'sync']);
      expect(await texts({ sentiment: 'mixed' })).toEqual(['pricing']);
      expect(await texts({ from: '2026-03-02T08:00:00Z', to: '2026-03-03T08:00:00Z' })).toEqual([
        'pricing',
        'great',
      ]);
      expect(await texts({ from: '2026-03-04T00:00:00Z' })).toHaveLength(2);
      expect(await texts({ to: '2026-03-01T09:00:00Z' })).toEqual(['sync']);
      // Case-insensitive, in text or author, with LIKE's wildcards taken literally.
      expect((await texts({ contains: 'sync' })).sort()).toEqual(['sync', 'sync']);
      expect(await texts({ contains: 'BOB' })).toEqual(['great']);
      expect(await texts({ contains: '100%' })).toEqual(['sync']);
      expect(await texts({ contains: '_sync' })).toEqual(['sync']);
      expect(await texts({ contains: '%' })).toEqual(['sync']);
      expect(await texts({ themeId, sentiment: 'positive' })).toEqual(['great']);
      const other = await channel();
      const otherTheme = await theme(other.id);
      expect(
        errorCode(
          await viewer.client.gql(DATAPOINTS, { input: { channelId: ch.id, themeId: otherTheme.id } }),
        ),
      ).toBe('NOT_FOUND');
    });

    it('should read one data point by id, as its grid row shows it, to every member; NOT_FOUND otherwise', async () => {
      const one = `query($id: ID!) { channelDatapoint(id: $id) { ${DATAPOINT} } }`;
      const row = (await page({ channelId: ch.id, themeId })).items.find((i) => i.id === ids.ann);
      const read = expectOk(
        await viewer.client.gql<{ channelDatapoint: { id: string } }>(one, { id: ids.ann.toUpperCase() }),
      ).channelDatapoint;
      expect(read).toEqual(row);
      expect(read).toMatchObject({ text: 'Sync broke 100% of my notes', themes: [{ title: 'Sync' }] });
      for (const id of [randomUUID(), 'not-a-uuid', ch.id, themeId])
        expect(errorCode(await viewer.client.gql(one, { id }))).toBe('NOT_FOUND');
    });

    it('should page with limit and offset and report the total, refusing limits outside 1..200', async () => {
      const all = await page({ channelId: ch.id, direction: 'ASC' });
      expect(all.total).toBe(5);
      const second = await page({ channelId: ch.id, direction: 'ASC', limit: 2, offset: 2 });
      expect(second).toEqual({ total: 5, items: all.items.slice(2, 4) });
      expect(await page({ channelId: ch.id, limit: 1, offset: 10 })).toEqual({ total: 5, items: [] });
      expect((await page({ channelId: ch.id, limit: MAX_DATAPOINT_PAGE })).items).toHaveLength(5);
      for (const [input, field] of [
        [{ limit: 0 }, 'limit'],
        [{ limit: MAX_DATAPOINT_PAGE + 1 }, 'limit'],
        [{ offset: -1 }, 'offset'],
        [{ contains: 'c'.repeat(2001) }, 'contains'],
        [{ from: '2026-03-05T00:00:00Z', to: '2026-03-01T00:00:00Z' }, 'from'],
      ] as [Record<string, unknown>, string][]) {
        const response = await viewer.client.gql(DATAPOINTS, { input: { channelId: ch.id, ...input } });
        expect(errorCode(response)).toBe('BAD_USER_INPUT');
        expect(fieldOf(response)).toBe(field);
      }
      expect((await page({ channelId: ch.id, contains: 'c'.repeat(2000) })).total).toBe(0);
    });

    it('should count data points per day, week and month in UTC, only periods that have some, oldest first', async () => {
      const volume = async (input: Record<string, unknown>) =>
        expectOk(
          await viewer.client.gql<{ channelVolume: Bucket[] }>(VOLUME, {
            input: { channelId: ch.id, ...input },
          }),
        ).channelVolume;
      expect(await volume({ interval: 'DAY' })).toEqual([
        { start: '2026-03-01T00:00:00.000Z', count: 1, positive: 0, negative: 1, mixed: 0 },
        { start: '2026-03-02T00:00:00.000Z', count: 1, positive: 1, negative: 0, mixed: 0 },
        { start: '2026-03-03T00:00:00.000Z', count: 1, positive: 0, negative: 0, mixed: 1 },
        { start: '2026-03-04T00:00:00.000Z', count: 2, positive: 0, negative: 1, mixed: 0 },
      ]);
      // 2026-03-01 is a Sunday: its week starts on Monday 23 February.
      expect(await volume({})).toEqual([
        { start: '2026-02-23T00:00:00.000Z', count: 1, positive: 0, negative: 1, mixed: 0 },
        { start: '2026-03-02T00:00:00.000Z', count: 4, positive: 1, negative: 1, mixed: 1 },
      ]);
      expect(await volume({ interval: 'MONTH' })).toEqual([
        { start: '2026-03-01T00:00:00.000Z', count: 5, positive: 1, negative: 2, mixed: 1 },
      ]);
      expect(await volume({ interval: 'DAY', themeId })).toEqual([
        { start: '2026-03-01T00:00:00.000Z', count: 1, positive: 0, negative: 1, mixed: 0 },
        { start: '2026-03-02T00:00:00.000Z', count: 1, positive: 1, negative: 0, mixed: 0 },
      ]);
      expect(
        await volume({ interval: 'DAY', from: '2026-03-03T00:00:00Z', to: '2026-03-03T23:59:59Z' }),
      ).toEqual([{ start: '2026-03-03T00:00:00.000Z', count: 1, positive: 0, negative: 0, mixed: 1 }]);
    });
  });

  it('should seed the demo workspace with a channel of reviews, its themes, its topics and the events the search index follows', async () => {
    const demo = await signInDemo(sut);
    const channels = expectOk(await demo.manager.client.gql<{ channels: ChannelData[] }>(LIST)).channels;
    const seeded = channels.find((c) => c.title === DEMO_CHANNEL.title);
    expect(seeded).toMatchObject({
      description: DEMO_CHANNEL.description,
      datapointCount: DEMO_REVIEWS.length,
      themeCount: DEMO_CHANNEL.themes.length,
      datasets: [{ title: DEMO_CHANNEL.datasetTitle, source: 'CSV', datapointCount: DEMO_REVIEWS.length }],
    });
    const themed = (title: string) => DEMO_REVIEWS.filter((r) => r.themes.some((x) => x === title)).length;
    expect(Object.fromEntries((seeded?.themes ?? []).map((x) => [x.title, x.datapointCount]))).toEqual(
      Object.fromEntries(DEMO_CHANNEL.themes.map((x) => [x.title, themed(x.title)])),
    );
    const [events] = await sql<{ subjects: string[] }>(
      sut,
      `select array_agg(subject order by subject) as subjects from regional.outbox_events
        where workspace_id = ? and payload->>'channelId' = ?`,
      [demo.id, seeded?.id],
    );
    expect(new Set(events.subjects)).toEqual(
      new Set([
        'channel.created',
        'channel_dataset.created',
        'channel_datapoints.imported',
        'channel_theme.created',
        'channel_theme.datapoints_added',
        'channel_topic.created',
      ]),
    );
    // The demo topics follow reviews the themes leave out, so a new member sees topics fill themselves.
    const topics = expectOk(
      await demo.manager.client.gql<{ channelTopics: { title: string; datapointCount: number }[] }>(
        'query($c: ID!) { channelTopics(channelId: $c) { title datapointCount } }',
        { c: seeded?.id },
      ),
    ).channelTopics;
    expect(topics.map((t) => t.title).sort()).toEqual(DEMO_CHANNEL.topics.map((t) => t.title).sort());
    for (const topic of topics) expect(topic.datapointCount).toBeGreaterThanOrEqual(2);
  });
});
