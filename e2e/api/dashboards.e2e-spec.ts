import { MAX_CHARTS_PER_DASHBOARD } from '../../services/core/src';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import type { GqlResponse, GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
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

const CHART_FIELDS = 'id dashboardId title type search rank';
const CREATE_DASHBOARD =
  'mutation($t: String!) { createDashboard(input: { title: $t }) { id shortId title chartCount } }';
const CREATE_CHART = `mutation($input: CreateChartInput!) { createChart(input: $input) { ${CHART_FIELDS} } }`;
const UPDATE_CHART = `mutation($input: UpdateChartInput!) { updateChart(input: $input) { ${CHART_FIELDS} } }`;
const DASHBOARD = `query($id: ID!) { dashboard(id: $id) { id title chartCount
  charts { ${CHART_FIELDS} data { total buckets { key count } periods { index count } } result { total aggregations { field { key label count value } period { index count } } } } } }`;

interface ChartRow {
  id: string;
  dashboardId: string;
  title: string;
  type: string;
  search: string;
  rank: number;
}
interface DashboardRow {
  id: string;
  title: string;
  chartCount: number;
  charts: (ChartRow & {
    data: {
      total: number;
      buckets: { key: string; count: number }[];
      periods: { index: number; count: number }[];
    };
    result: {
      total: number;
      aggregations: {
        field: { key: string; label: string; count: number; value: number }[] | null;
        period: { index: number; count: number }[] | null;
      };
    };
  })[];
}

const TEXT =
  'The importer kept failing on large spreadsheets, and the pricing page confused the finance team.';
const BY_TAG = (projectId: string) => ({
  types: ['HIGHLIGHT'],
  location: { operator: 'LOCATED_IN', ids: [projectId] },
  aggs: { field: { type: 'TAGS' } },
});

describe('dashboards and charts', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let projectId: string;
  let noteId: string;
  let painId: string;

  const ok = async <T>(response: Promise<GqlResponse<T>>) => expectOk(await response);
  const newDashboard = async (title = 'Research pulse', client: GraphqlClient = contributor.client) =>
    (
      await ok(
        client.gql<{ createDashboard: { id: string; shortId: string; title: string } }>(CREATE_DASHBOARD, {
          t: title,
        }),
      )
    ).createDashboard;
  const newChart = async (
    dashboardId: string,
    input: Record<string, unknown> = {},
    client = contributor.client,
  ) =>
    (
      await ok(
        client.gql<{ createChart: ChartRow }>(CREATE_CHART, {
          input: {
            dashboardId,
            title: 'Highlights by tag',
            type: 'BAR',
            search: BY_TAG(projectId),
            ...input,
          },
        }),
      )
    ).createChart;
  const readDashboard = async (id: string, client = viewer.client) =>
    (await ok(client.gql<{ dashboard: DashboardRow }>(DASHBOARD, { id }))).dashboard;
  const events = async (subject: string) =>
    sql<{ payload: Record<string, unknown> }>(
      sut,
      'select payload from regional.outbox_events where workspace_id = ? and subject = ?',
      [ws.id, subject],
    );
  const outboxCount = async () =>
    Number(
      (
        await sql<{ count: string }>(
          sut,
          'select count(*) from regional.outbox_events where workspace_id = ?',
          [ws.id],
        )
      )[0]?.count,
    );
  async function highlight(tagIds: string[]) {
    const quote = 'large spreadsheets';
    const start = TEXT.indexOf(quote);
    return ok(
      contributor.client.gql(
        'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
        { input: { noteId, startOffset: start, endOffset: start + quote.length, text: quote, tagIds } },
      ),
    );
  }

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    projectId = await buildProject(contributor.client, 'Dashboards research');
    noteId = await buildNote(contributor.client, projectId, 'Interview', TEXT);
    painId = (
      await ok(
        contributor.client.gql<{ createTag: { id: string } }>(
          'mutation($input: CreateTagInput!) { createTag(input: $input) { id } }',
          { input: { projectId, title: 'Pain' } },
        ),
      )
    ).createTag.id;
  }, 60_000);
  afterAll(() => sut.close());

  describe('dashboards', () => {
    it('should create, list, find by short id, rename and delete a dashboard, with an event for each change', async () => {
      const created = await newDashboard('Weekly review');
      expect(created).toMatchObject({ title: 'Weekly review', chartCount: 0 });
      const list = await ok(
        viewer.client.gql<{ dashboards: { id: string }[] }>('{ dashboards { id title chartCount } }'),
      );
      expect(list.dashboards.map((d) => d.id)).toContain(created.id);
      expect((await readDashboard(created.shortId)).id).toBe(created.id);
      const renamed = await ok(
        contributor.client.gql<{ updateDashboard: { title: string } }>(
          'mutation($id: ID!) { updateDashboard(input: { id: $id, title: "  Monthly review " }) { title } }',
          { id: created.id },
        ),
      );
      expect(renamed.updateDashboard.title).toBe('Monthly review');
      await ok(contributor.client.gql('mutation($id: ID!) { deleteDashboard(id: $id) }', { id: created.id }));
      const gone = await viewer.client.gql(DASHBOARD, { id: created.id });
      expect(errorCode(gone)).toBe('NOT_FOUND');
      for (const subject of ['dashboard.created', 'dashboard.updated', 'dashboard.deleted']) {
        expect((await events(subject)).map((e) => e.payload.dashboardId)).toContain(created.id);
      }
    });

    it("should name an untitled dashboard 'Untitled dashboard' and take a title of 300 characters", async () => {
      expect((await newDashboard('   ')).title).toBe('Untitled dashboard');
      expect((await newDashboard('d'.repeat(300))).title).toHaveLength(300);
    });

    it('should refuse a title over 300 characters and create nothing', async () => {
      const before = (await ok(viewer.client.gql<{ dashboards: unknown[] }>('{ dashboards { id } }')))
        .dashboards.length;
      const response = await contributor.client.gql(CREATE_DASHBOARD, { t: 'd'.repeat(301) });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(/Dashboard title can be at most 300 characters/);
      const after = (await ok(viewer.client.gql<{ dashboards: unknown[] }>('{ dashboards { id } }')))
        .dashboards.length;
      expect(after).toBe(before);
    });

    it('should let a viewer read dashboards and refuse their changes', async () => {
      const dashboard = await newDashboard();
      expect((await readDashboard(dashboard.id)).title).toBe('Research pulse');
      const refused = [
        await viewer.client.gql(CREATE_DASHBOARD, { t: 'Mine' }),
        await viewer.client.gql(
          'mutation($id: ID!) { updateDashboard(input: { id: $id, title: "x" }) { id } }',
          {
            id: dashboard.id,
          },
        ),
        await viewer.client.gql('mutation($id: ID!) { deleteDashboard(id: $id) }', { id: dashboard.id }),
        await viewer.client.gql(CREATE_CHART, {
          input: { dashboardId: dashboard.id, title: 'x', type: 'BAR', search: BY_TAG(projectId) },
        }),
      ];
      for (const response of refused) expect(errorCode(response)).toBe('FORBIDDEN');
      expect((await readDashboard(dashboard.id)).title).toBe('Research pulse');
    });
  });

  describe('charts', () => {
    it('should draw a chart from its stored search and count a newly tagged highlight', async () => {
      const dashboard = await newDashboard();
      const chart = await newChart(dashboard.id);
      expect(JSON.parse(chart.search)).toMatchObject(BY_TAG(projectId));
      const before = (await readDashboard(dashboard.id)).charts[0].result.aggregations.field ?? [];
      const count = (rows: { key: string; count: number }[]) =>
        rows.find((r) => r.key === painId)?.count ?? 0;
      await highlight([painId]);
      const deadline = Date.now() + 10_000;
      let after = before;
      while (count(after) === count(before) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = (await readDashboard(dashboard.id)).charts[0].result.aggregations.field ?? [];
      }
      expect(count(after)).toBe(count(before) + 1);
      // What the web app draws: the same buckets, flattened.
      const [drawn] = (await readDashboard(dashboard.id)).charts;
      expect(drawn.data.buckets).toEqual(
        drawn.result.aggregations.field?.map(({ key, count: n }) => ({ key, count: n })),
      );
      expect(drawn.data.total).toBe(drawn.result.total);
      expect((await events('chart.created')).map((e) => e.payload.chartId)).toContain(chart.id);
    });

    it('should preview a chart of a search before it is saved: what a saved chart of it draws', async () => {
      const PREVIEW = `query($s: SearchInput!) { chartPreview(search: $s) {
        total buckets { key count } periods { index count } } }`;
      type Preview = { chartPreview: DashboardRow['charts'][number]['data'] };
      const previewOf = async (client: GraphqlClient) =>
        (await ok(client.gql<Preview>(PREVIEW, { s: BY_TAG(projectId) }))).chartPreview;
      const dashboard = await newDashboard();
      await highlight([painId]);
      const before = await outboxCount();
      await previewOf(viewer.client);
      // Nothing is stored or sent by a preview.
      expect(await outboxCount()).toBe(before);
      expect((await readDashboard(dashboard.id)).chartCount).toBe(0);
      await newChart(dashboard.id);
      // The index follows the highlight a moment after it is written: compare once it has.
      const pains = (data: Preview['chartPreview']) => data.buckets.find((b) => b.key === painId)?.count ?? 0;
      let preview = await previewOf(viewer.client);
      let saved = (await readDashboard(dashboard.id)).charts[0].data;
      for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
        if (pains(preview) > 0 && JSON.stringify(preview) === JSON.stringify(saved)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
        preview = await previewOf(viewer.client);
        saved = (await readDashboard(dashboard.id)).charts[0].data;
      }
      expect(preview).toEqual(saved);
      expect(pains(preview)).toBeGreaterThan(0);
      // API tokens may preview, as they may search and build charts.
      const { secret } = await buildApiToken(ws.manager.client);
      const script = sut.client(ws.subdomain);
      script.bearer = secret;
      expect(await previewOf(script)).toEqual(saved);
      // A search the chart could not run is refused as a search is, naming the field.
      const refused = await viewer.client.gql(PREVIEW, {
        s: { aggs: { npsSegments: { field: 'not-a-uuid' } } },
      });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe('Every id in aggs.npsSegments.field must be a UUID.');
    });

    it('should draw a PIE of channel themes from the theme aggregation', async () => {
      const channelId = (
        await ok(
          contributor.client.gql<{ createChannel: { id: string } }>(
            'mutation { createChannel(input: { title: "Chart reviews" }) { id } }',
          ),
        )
      ).createChannel.id;
      await ok(
        contributor.client.gql(
          'mutation($input: ImportChannelDatapointsInput!) { importChannelDatapoints(input: $input) { importedCount } }',
          {
            input: {
              channelId,
              datasetTitle: 'Export',
              rows: [
                { rowNumber: 1, text: 'Sync broke', rating: 1 },
                { rowNumber: 2, text: 'Sync again', rating: 2 },
              ],
            },
          },
        ),
      );
      const points = (
        await ok(
          viewer.client.gql<{ channelDatapoints: { items: { id: string }[] } }>(
            'query($c: ID!) { channelDatapoints(input: { channelId: $c }) { items { id } } }',
            { c: channelId },
          ),
        )
      ).channelDatapoints.items.map((point) => point.id);
      const themeId = (
        await ok(
          contributor.client.gql<{ createChannelTheme: { id: string } }>(
            'mutation($c: ID!) { createChannelTheme(input: { channelId: $c, title: "Sync" }) { id } }',
            { c: channelId },
          ),
        )
      ).createChannelTheme.id;
      await ok(
        contributor.client.gql(
          'mutation($t: ID!, $d: [ID!]!) { addDatapointsToTheme(input: { themeId: $t, datapointIds: $d }) { id } }',
          { t: themeId, d: points },
        ),
      );
      const dashboard = await newDashboard();
      await newChart(dashboard.id, {
        type: 'PIE',
        title: 'Reviews by theme',
        search: {
          types: ['CHANNEL_DATAPOINT'],
          location: { operator: 'LOCATED_IN', ids: [channelId] },
          aggs: { theme: { topK: 5 } },
        },
      });
      const deadline = Date.now() + 10_000;
      let drawn = (await readDashboard(dashboard.id)).charts[0];
      while (drawn.data.buckets.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        drawn = (await readDashboard(dashboard.id)).charts[0];
      }
      expect(drawn.data.buckets).toEqual([{ key: themeId, count: 2 }]);
    });

    it('should compare periods on a CALLOUT chart', async () => {
      const dashboard = await newDashboard();
      await newChart(dashboard.id, {
        type: 'CALLOUT',
        search: { types: ['HIGHLIGHT'], aggs: { period: { lastPeriod: 'week', periods: 2 } } },
      });
      const [callout] = (await readDashboard(dashboard.id)).charts;
      expect(callout.result.aggregations.period?.map((p) => p.index)).toEqual([0, 1]);
      expect(callout.data.periods.map((p) => p.index)).toEqual([0, 1]);
      expect(callout.data.buckets).toEqual([]);
    });

    it('should update the title, type and search, and refuse a type that cannot draw the search', async () => {
      const dashboard = await newDashboard();
      const chart = await newChart(dashboard.id);
      const pie = (
        await ok(
          contributor.client.gql<{ updateChart: ChartRow }>(UPDATE_CHART, {
            input: { id: chart.id, type: 'PIE', title: 'Share of tags' },
          }),
        )
      ).updateChart;
      expect(pie).toMatchObject({ type: 'PIE', title: 'Share of tags' });
      const refused = await contributor.client.gql(UPDATE_CHART, { input: { id: chart.id, type: 'LINE' } });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toMatch(/A LINE chart draws aggs\.date/);
      const line = (
        await ok(
          contributor.client.gql<{ updateChart: ChartRow }>(UPDATE_CHART, {
            input: {
              id: chart.id,
              type: 'LINE',
              search: { types: ['HIGHLIGHT'], aggs: { date: { interval: 'week' } } },
            },
          }),
        )
      ).updateChart;
      expect(line.type).toBe('LINE');
      expect(JSON.parse(line.search).aggs.date.interval).toBe('week');
      expect((await events('chart.updated')).filter((e) => e.payload.chartId === chart.id)).toHaveLength(2);
    });

    it.each([
      [
        'no aggregation',
        { types: ['HIGHLIGHT'] },
        'BAR',
        /exactly one of aggs\.date, aggs\.location, aggs\.field, aggs\.theme, aggs\.period, aggs\.sentiment, aggs\.npsSegments or aggs\.csatSegments/,
      ],
      [
        'two aggregations',
        { aggs: { field: { type: 'TAGS' }, date: { interval: 'day' } } },
        'BAR',
        /exactly one of/,
      ],
      [
        'a PIE of dates',
        { aggs: { date: { interval: 'day' } } },
        'PIE',
        /A PIE chart draws aggs\.location, aggs\.field, aggs\.theme, aggs\.sentiment, aggs\.npsSegments or aggs\.csatSegments;/,
      ],
      [
        'a CALLOUT of themes',
        { aggs: { theme: { topK: 5 } } },
        'CALLOUT',
        /A CALLOUT chart draws aggs\.period/,
      ],
      [
        'a CALLOUT without periods',
        { aggs: { field: { type: 'TAGS' } } },
        'CALLOUT',
        /A CALLOUT chart draws aggs\.period/,
      ],
      ['six periods', { aggs: { period: { periods: 6 } } }, 'CALLOUT', /aggs\.period\.periods.*from 1 to 5/],
      [
        'a search of 61 words',
        { query: { value: 'word '.repeat(61) }, aggs: { field: { type: 'TAGS' } } },
        'BAR',
        /at most 60 words/,
      ],
      [
        'a limit over 1000',
        { limit: 1001, aggs: { field: { type: 'TAGS' } } },
        'BAR',
        /limit.*from 0 to 1000/,
      ],
    ])('should refuse a chart with %s and save nothing', async (_name, search, type, message) => {
      const dashboard = await newDashboard();
      const response = await contributor.client.gql(CREATE_CHART, {
        input: { dashboardId: dashboard.id, title: 'Refused', type, search },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(message);
      expect((await readDashboard(dashboard.id)).chartCount).toBe(0);
    });

    it('should take a chart title of 300 characters, refuse 301, and name an untitled chart', async () => {
      const dashboard = await newDashboard();
      expect((await newChart(dashboard.id, { title: 'c'.repeat(300) })).title).toHaveLength(300);
      expect((await newChart(dashboard.id, { title: '' })).title).toBe('Untitled chart');
      const response = await contributor.client.gql(CREATE_CHART, {
        input: { dashboardId: dashboard.id, title: 'c'.repeat(301), type: 'BAR', search: BY_TAG(projectId) },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(/Chart title can be at most 300 characters/);
      expect((await readDashboard(dashboard.id)).chartCount).toBe(2);
    });

    it('should reorder charts and delete one', async () => {
      const dashboard = await newDashboard();
      const [a, b, c] = [
        await newChart(dashboard.id, { title: 'A' }),
        await newChart(dashboard.id, { title: 'B' }),
        await newChart(dashboard.id, { title: 'C' }),
      ];
      const move = (id: string, afterId: string | null) =>
        ok(
          contributor.client.gql('mutation($input: MoveChartInput!) { moveChart(input: $input) { id } }', {
            input: { id, afterId },
          }),
        );
      await move(c.id, null);
      await move(a.id, b.id);
      expect((await readDashboard(dashboard.id)).charts.map((x) => x.title)).toEqual(['C', 'B', 'A']);
      const self = await contributor.client.gql(
        'mutation($input: MoveChartInput!) { moveChart(input: $input) { id } }',
        {
          input: { id: a.id, afterId: a.id },
        },
      );
      expect(errorCode(self)).toBe('BAD_USER_INPUT');
      await ok(contributor.client.gql('mutation($id: ID!) { deleteChart(id: $id) }', { id: b.id }));
      expect((await readDashboard(dashboard.id)).charts.map((x) => x.title)).toEqual(['C', 'A']);
      expect(
        (await events('chart.moved')).filter((e) => e.payload.dashboardId === dashboard.id),
      ).toHaveLength(2);
      expect((await events('chart.deleted')).map((e) => e.payload.chartId)).toContain(b.id);
    });

    it(`should refuse a chart beyond ${MAX_CHARTS_PER_DASHBOARD} on one dashboard`, async () => {
      const dashboard = await newDashboard();
      for (let i = 0; i < MAX_CHARTS_PER_DASHBOARD; i++)
        await newChart(dashboard.id, { title: `Chart ${i}` });
      const response = await contributor.client.gql(CREATE_CHART, {
        input: { dashboardId: dashboard.id, title: 'One too many', type: 'BAR', search: BY_TAG(projectId) },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(`at most ${MAX_CHARTS_PER_DASHBOARD} charts`);
      const count = await ok(
        viewer.client.gql<{ dashboard: { chartCount: number } }>(
          'query($id: ID!) { dashboard(id: $id) { chartCount } }',
          { id: dashboard.id },
        ),
      );
      expect(count.dashboard.chartCount).toBe(MAX_CHARTS_PER_DASHBOARD);
    }, 60_000);

    it('should delete the charts with their dashboard', async () => {
      const dashboard = await newDashboard();
      const chart = await newChart(dashboard.id);
      await ok(
        contributor.client.gql('mutation($id: ID!) { deleteDashboard(id: $id) }', { id: dashboard.id }),
      );
      expect(
        errorCode(await viewer.client.gql('query($id: ID!) { chart(id: $id) { id } }', { id: chart.id })),
      ).toBe('NOT_FOUND');
    });
  });

  describe('API tokens', () => {
    it('should let a token read and build charts, but not delete a whole dashboard', async () => {
      const { secret } = await buildApiToken(ws.manager.client);
      const client = sut.client(ws.subdomain);
      client.bearer = secret;
      const dashboard = await newDashboard('By a script', client);
      const chart = await newChart(dashboard.id, {}, client);
      expect((await readDashboard(dashboard.id, client)).charts.map((c) => c.id)).toEqual([chart.id]);
      const refused = await client.gql('mutation($id: ID!) { deleteDashboard(id: $id) }', {
        id: dashboard.id,
      });
      expect(errorCode(refused)).toBe('FORBIDDEN');
      expect((await readDashboard(dashboard.id)).chartCount).toBe(1);
    });
  });
});
