import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, DASHBOARD_EVENTS, MAX_LENGTH, parsePathId, requireText } from '@fieldnote/core';
import type { Dashboard } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { ChartsRepository } from './charts.repository';
import { DashboardsRepository } from './dashboards.repository';

const UNTITLED = 'Untitled dashboard';

/** Workspace dashboards (spec 000 §2): titled pages of charts. Every change writes its outbox event. */
@Injectable()
export class DashboardsService {
  constructor(
    private readonly dashboards: DashboardsRepository,
    private readonly charts: ChartsRepository,
  ) {}

  /** Every dashboard of the workspace, most recently changed first, with their chart counts. */
  async list(scope: WorkspaceScope): Promise<{ dashboard: Dashboard; chartCount: number }[]> {
    const dashboards = await this.dashboards.dashboards(scope.em);
    const counts = await this.charts.chartCounts(
      scope.em,
      dashboards.map((d) => d.id),
    );
    return dashboards.map((dashboard) => ({ dashboard, chartCount: counts.get(dashboard.id) ?? 0 }));
  }

  async get(scope: WorkspaceScope, rawId: string): Promise<{ dashboard: Dashboard; chartCount: number }> {
    const dashboard = await findDashboard(this.dashboards, scope.em, rawId);
    return { dashboard, chartCount: await this.charts.countCharts(scope.em, dashboard.id) };
  }

  async create(scope: WorkspaceScope, input: { title: string }): Promise<Dashboard> {
    const title = requireText(input.title, 'Dashboard title', MAX_LENGTH.dashboardTitle, UNTITLED);
    return scope.em.transactional(async (em) => {
      const dashboard = await this.dashboards.insert(em, {
        id: randomUUID(),
        title,
        createdBy: scope.accountId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
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
      const dashboard = await findDashboard(this.dashboards, em, input.id);
      dashboard.title = title;
      await this.dashboards.save(em);
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
      const dashboard = await findDashboard(this.dashboards, em, rawId);
      await this.dashboards.delete(em, dashboard);
      await recordEvent(em, DASHBOARD_EVENTS.deleted, scope.workspace.id, { dashboardId: dashboard.id });
    });
  }
}

/** A dashboard by UUID, short id or slug-short id; NOT_FOUND otherwise. */
export async function findDashboard(
  dashboards: DashboardsRepository,
  em: EntityManager,
  rawId: string,
): Promise<Dashboard> {
  const dashboard = await dashboards.findById(em, parsePathId(rawId));
  if (!dashboard) throw AppError.notFound('Dashboard');
  return dashboard;
}
