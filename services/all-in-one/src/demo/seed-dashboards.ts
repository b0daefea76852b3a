import type { INestApplicationContext } from '@nestjs/common';
import {
  ChartType,
  ChartsService,
  DashboardsService,
  type SearchInput,
  type WorkspaceScope,
} from '@fieldnote/api';

/** A chart of the demo dashboard: what it counts, as the chart editor would save it. */
interface DemoChart {
  title: string;
  type: ChartType;
  search: Record<string, unknown>;
}

/**
 * The demo's dashboard: charts over the demo's own research (nothing made up: every figure is
 * counted from the seeded notes, highlights, tags, people and channel when the dashboard is opened), made
 * through the member API's own services, so they are exactly what the dashboard page makes.
 */
export async function seedDashboards(
  app: INestApplicationContext,
  scope: WorkspaceScope,
  npsFieldId: string,
): Promise<void> {
  const charts: DemoChart[] = [
    {
      title: 'Highlights by tag',
      type: ChartType.BAR,
      search: { types: ['HIGHLIGHT'], aggs: { field: { type: 'TAGS', topK: 10 } } },
    },
    {
      title: 'Research added per week',
      type: ChartType.LINE,
      search: { types: ['NOTE', 'HIGHLIGHT'], aggs: { date: { method: 'CREATED', interval: 'week' } } },
    },
    {
      title: 'NPS of the people we interviewed',
      type: ChartType.CALLOUT,
      search: { types: ['PERSON'], aggs: { npsSegments: { field: npsFieldId } } },
    },
    {
      title: 'Highlights by project',
      type: ChartType.PIE,
      search: { types: ['HIGHLIGHT'], aggs: { location: { type: 'PROJECT', topK: 10 } } },
    },
    {
      // Counted from the demo channel's data points (seeded after this dashboard).
      title: 'App reviews by theme',
      type: ChartType.BAR,
      search: { types: ['CHANNEL_DATAPOINT'], aggs: { theme: { topK: 10 } } },
    },
  ];
  const dashboard = await app.get(DashboardsService).create(scope, { title: 'Research overview' });
  for (const chart of charts) {
    await app.get(ChartsService).create(scope, {
      dashboardId: dashboard.id,
      title: chart.title,
      type: chart.type,
      // As GraphQL hands a request to the service: its defaults filled in.
      search: { limit: 20, offset: 0, archived: false, ...chart.search } as unknown as SearchInput,
    });
  }
}
