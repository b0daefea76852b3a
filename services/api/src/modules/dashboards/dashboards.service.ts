import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, DASHBOARD_EVENTS, MAX_LENGTH, parsePathId, requireText } from '@fieldnote/core';
import { Chart, Dashboard } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';

const UNTITLED = 'Untitled dashboard';

/** Workspace dashboards (spec 000 §2): titled pages of charts. Every change writes its outbox event. */
@Injectable()
export class DashboardsService {
  /** Every dashboard of the workspace, most recently changed first, with their chart counts. */
  async list(scope: WorkspaceScope): Promise<{ dashboard: Dashboard; chartCount: number }[]> {
    const dashboards = await scope.em.find(Dashboard, {}, { orderBy: { updatedAt: 'desc', id: 'asc' } });
    const counts = await chartCounts(
      scope.em,
      dashboards.map((d) => d.id),
    );
    return dashboards.map((dashboard) => ({ dashboard, chartCount: counts.get(dashboard.id) ?? 0 }));
  }

  async get(scope: WorkspaceScope, rawId: string): Promise<{ dashboard: Dashboard; chartCount: number }> {
    const dashboard = await findDashboard(scope.em, rawId);
    return { dashboard, chartCount: await scope.em.count(Chart, { dashboardId: dashboard.id }) };
  }

  async create(scope: WorkspaceScope, input: { title: string }): Promise<Dashboard> {
    const title = requireText(input.title, 'Dashboard title', MAX_LENGTH.dashboardTitle, UNTITLED);
    return scope.em.transactional(async (em) => {
      const dashboard = em.create(Dashboard, {
        id: randomUUID(),
        title,
        createdBy: scope.accountId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await em.flush();
      await recordEvent(em, DASHBOARD_EVENTS.created, scope.workspace.id, {
        dashboardId: dashboard.id,
        title,
      });
      return dashboard;
    });
  }

  async rename(scope: WorkspaceScope, input: { id: string; title: string }): Promise<Dashboard> {
    const title = requireText(input.title, 'Dashboard title', MAX_LENGTH.dashboardTitle, UNTITLED);
    return scope.em.transactional(async (em) => {
      const dashboard = await findDashboard(em, input.id);
      dashboard.title = title;
      await em.flush();
      await recordEvent(em, DASHBOARD_EVENTS.updated, scope.workspace.id, {
        dashboardId: dashboard.id,
        title,
      });
      return dashboard;
    });
  }

  /** Deletes the dashboard with its charts (they cascade); the searched data is untouched. */
  async delete(scope: WorkspaceScope, rawId: string): Promise<void> {
    await scope.em.transactional(async (em) => {
      const dashboard = await findDashboard(em, rawId);
      em.remove(dashboard);
      await em.flush();
      await recordEvent(em, DASHBOARD_EVENTS.deleted, scope.workspace.id, { dashboardId: dashboard.id });
    });
  }
}

/** A dashboard by UUID, short id or slug-short id; NOT_FOUND otherwise. */
export async function findDashboard(em: EntityManager, rawId: string): Promise<Dashboard> {
  const dashboard = await em.findOne(Dashboard, { id: parsePathId(rawId) });
  if (!dashboard) throw AppError.notFound('Dashboard');
  return dashboard;
}

async function chartCounts(em: EntityManager, dashboardIds: string[]): Promise<Map<string, number>> {
  if (dashboardIds.length === 0) return new Map();
  const charts = await em.find(Chart, { dashboardId: { $in: dashboardIds } }, { fields: ['dashboardId'] });
  const counts = new Map<string, number>();
  for (const chart of charts) counts.set(chart.dashboardId, (counts.get(chart.dashboardId) ?? 0) + 1);
  return counts;
}
