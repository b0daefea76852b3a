import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PlanGate } from '@fieldnote/control-plane';
import {
  AppError,
  DASHBOARD_EVENTS,
  MAX_CHARTS_PER_DASHBOARD,
  MAX_LENGTH,
  parsePathId,
  rankBetween,
  requireText,
} from '@fieldnote/core';
import { type Chart, advisoryXactLock } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import type { SearchInput } from '../search';
import { placeBetween } from '../tag-boards';
import { checkChartSearch } from './chart-search';
import { checkChartFilterForm } from './chart-filter-form';
import { dashboardErrors } from './dashboard.errors';
import { findDashboard } from './dashboards.service';
import type { ChartType } from './dto/chart-type.enum';
import { ChartsRepository } from './charts.repository';
import { DashboardsRepository } from './dashboards.repository';

const UNTITLED = 'Untitled chart';

/**
 * The charts of a dashboard (spec 000 §3), each drawn from a stored search request checked like a
 * search. Changes to one dashboard's charts run one at a time (a lock per dashboard), so the chart
 * limit and ranks are computed from what is really there.
 */
@Injectable()
export class ChartsService {
  constructor(
    private readonly plans: PlanGate,
    private readonly dashboards: DashboardsRepository,
    private readonly charts: ChartsRepository,
  ) {}

  async list(scope: WorkspaceScope, dashboardId: string): Promise<Chart[]> {
    return this.charts.charts(scope.em, dashboardId);
  }

  async get(scope: WorkspaceScope, rawId: string): Promise<Chart> {
    return this.findChart(scope.em, rawId);
  }

  /** A new chart at the end of the dashboard. */
  async create(
    scope: WorkspaceScope,
    input: {
      dashboardId: string;
      title: string;
      type: ChartType;
      search: SearchInput;
      filterForm?: string | null;
    },
  ): Promise<Chart> {
    const title = requireText(input.title, 'Chart title', MAX_LENGTH.chartTitle, UNTITLED);
    const search = checkChartSearch(input.type, input.search);
    const filterForm = input.filterForm == null ? null : checkChartFilterForm(input.filterForm);
    // A plan without charts refuses new ones; the charts made before stay (issue 33).
    await this.plans.requireFeature(scope.workspace.id, 'allowCharts');
    return scope.em.transactional(async (em) => {
      const dashboard = await findDashboard(this.dashboards, em, input.dashboardId);
      await lockDashboard(em, dashboard.id);
      if ((await this.charts.countCharts(em, dashboard.id)) >= MAX_CHARTS_PER_DASHBOARD)
        throw dashboardErrors.tooManyCharts();
      const last = await this.charts.lastChart(em, dashboard.id);
      dashboard.updatedAt = new Date();
      const chart = await this.charts.insert(em, {
        id: randomUUID(),
        dashboardId: dashboard.id,
        title,
        type: input.type,
        search,
        filterForm,
        rank: rankBetween(last?.rank ?? null, null).rank,
        createdBy: scope.accountId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await recordEvent(em, DASHBOARD_EVENTS.chartCreated, scope.workspace.id, {
        chartId: chart.id,
        dashboardId: dashboard.id,
        type: input.type,
      });
      return chart;
    });
  }

  /** Title, type and search; left-out fields stay, and the type is checked against the search it ends with. */
  async update(
    scope: WorkspaceScope,
    input: {
      id: string;
      title?: string | null;
      type?: ChartType | null;
      search?: SearchInput | null;
      filterForm?: string | null;
    },
  ): Promise<Chart> {
    const title =
      input.title == null ? null : requireText(input.title, 'Chart title', MAX_LENGTH.chartTitle, UNTITLED);
    const filterForm = input.filterForm == null ? null : checkChartFilterForm(input.filterForm);
    return scope.em.transactional(async (em) => {
      const chart = await this.findChart(em, input.id);
      const type = input.type ?? (chart.type as ChartType);
      if (input.type != null || input.search != null)
        chart.search = checkChartSearch(type, input.search ?? (chart.search as unknown as SearchInput));
      chart.type = type;
      if (title !== null) chart.title = title;
      if (filterForm !== null) chart.filterForm = filterForm;
      await this.charts.save(em);
      await recordEvent(em, DASHBOARD_EVENTS.chartUpdated, scope.workspace.id, {
        chartId: chart.id,
        dashboardId: chart.dashboardId,
      });
      return chart;
    });
  }

  /** Reorders the dashboard's charts: the chart goes right after `afterId`, or first when null. */
  async move(scope: WorkspaceScope, input: { id: string; afterId?: string | null }): Promise<Chart> {
    return scope.em.transactional(async (em) => {
      const chart = await this.findChart(em, input.id);
      await lockDashboard(em, chart.dashboardId);
      const afterId = input.afterId ? parsePathId(input.afterId) : null;
      if (afterId === chart.id) throw dashboardErrors.chartAfterItself();
      const others = (await this.charts.charts(em, chart.dashboardId)).filter((c) => c.id !== chart.id);
      const index = afterId === null ? -1 : others.findIndex((c) => c.id === afterId);
      if (afterId !== null && index < 0) throw dashboardErrors.neighbourElsewhere();
      placeBetween(others, chart, index);
      await this.charts.save(em);
      await recordEvent(em, DASHBOARD_EVENTS.chartMoved, scope.workspace.id, {
        chartId: chart.id,
        dashboardId: chart.dashboardId,
        afterId,
      });
      return chart;
    });
  }

  async delete(scope: WorkspaceScope, rawId: string): Promise<void> {
    await scope.em.transactional(async (em) => {
      const chart = await this.findChart(em, rawId);
      await lockDashboard(em, chart.dashboardId);
      await this.charts.delete(em, chart);
      await recordEvent(em, DASHBOARD_EVENTS.chartDeleted, scope.workspace.id, {
        chartId: chart.id,
        dashboardId: chart.dashboardId,
      });
    });
  }

  private async findChart(em: EntityManager, rawId: string): Promise<Chart> {
    const chart = await this.charts.findById(em, parsePathId(rawId));
    if (!chart) throw AppError.notFound('Chart');
    return chart;
  }
}

/** Held until the caller's transaction ends. */
async function lockDashboard(em: EntityManager, dashboardId: string): Promise<void> {
  await advisoryXactLock(em, `dashboard:${dashboardId}`);
}
