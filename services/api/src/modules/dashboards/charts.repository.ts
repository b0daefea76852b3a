import { Injectable } from '@nestjs/common';
import { Chart } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityRows } from '../../common/entity-rows';

/** The queries of dashboards' charts. Every method runs through `em`, in its transaction when it has one. */
@Injectable()
export class ChartsRepository extends EntityRows<Chart> {
  constructor() {
    super(Chart);
  }

  /** How many charts each of these dashboards has (one with none is left out). */
  async chartCounts(em: EntityManager, dashboardIds: string[]): Promise<Map<string, number>> {
    if (dashboardIds.length === 0) return new Map();
    const charts = await em.find(Chart, { dashboardId: { $in: dashboardIds } }, { fields: ['dashboardId'] });
    const counts = new Map<string, number>();
    for (const chart of charts) counts.set(chart.dashboardId, (counts.get(chart.dashboardId) ?? 0) + 1);
    return counts;
  }

  countCharts(em: EntityManager, dashboardId: string): Promise<number> {
    return em.count(Chart, { dashboardId });
  }

  /** The dashboard's charts in their order. */
  charts(em: EntityManager, dashboardId: string): Promise<Chart[]> {
    return em.find(Chart, { dashboardId }, { orderBy: { rank: 'asc', createdAt: 'asc' } });
  }

  /** The dashboard's last chart, or null when it has none. */
  async lastChart(em: EntityManager, dashboardId: string): Promise<Chart | null> {
    const [last] = await em.find(Chart, { dashboardId }, { orderBy: { rank: 'desc' }, limit: 1 });
    return last ?? null;
  }
}
