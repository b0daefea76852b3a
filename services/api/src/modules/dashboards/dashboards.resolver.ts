import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { ChartsService } from './charts.service';
import { DashboardsService } from './dashboards.service';
import { CreateDashboardInput, UpdateDashboardInput } from './dto/dashboard.inputs';
import { ChartModel, DashboardModel } from './dto/dashboard.model';

/** Dashboards: reading for every member (and API tokens), changes for contributors and up. */
@Resolver(() => DashboardModel)
export class DashboardsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly dashboardsService: DashboardsService,
    private readonly chartsService: ChartsService,
  ) {}

  @Query(() => [DashboardModel], { description: "The workspace's dashboards, most recently changed first." })
  async dashboards(@Context() ctx: GqlContext): Promise<DashboardModel[]> {
    const rows = await this.dashboardsService.list(await this.access.require(ctx.req, Role.VIEWER));
    return rows.map((row) => DashboardModel.from(row.dashboard, row.chartCount));
  }

  @Query(() => DashboardModel, { description: 'By UUID, short id or slug-short id.' })
  async dashboard(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<DashboardModel> {
    const { dashboard, chartCount } = await this.dashboardsService.get(
      await this.access.require(ctx.req, Role.VIEWER),
      id,
    );
    return DashboardModel.from(dashboard, chartCount);
  }

  @ResolveField(() => [ChartModel], { description: 'The charts, in rank order.' })
  async charts(@Parent() dashboard: DashboardModel, @Context() ctx: GqlContext): Promise<ChartModel[]> {
    const charts = await this.chartsService.list(
      await this.access.require(ctx.req, Role.VIEWER),
      dashboard.id,
    );
    return charts.map((chart) => ChartModel.from(chart));
  }

  @Mutation(() => DashboardModel)
  async createDashboard(
    @InputArgs('input') input: CreateDashboardInput,
    @Context() ctx: GqlContext,
  ): Promise<DashboardModel> {
    const dashboard = await this.dashboardsService.create(
      await this.access.require(ctx.req, Role.CONTRIBUTOR),
      input,
    );
    return DashboardModel.from(dashboard, 0);
  }

  @Mutation(() => DashboardModel, { description: 'Renames the dashboard.' })
  async updateDashboard(
    @InputArgs('input') input: UpdateDashboardInput,
    @Context() ctx: GqlContext,
  ): Promise<DashboardModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    await this.dashboardsService.rename(scope, input);
    const { dashboard, chartCount } = await this.dashboardsService.get(scope, input.id);
    return DashboardModel.from(dashboard, chartCount);
  }

  @Mutation(() => Boolean, {
    description: 'Deletes the dashboard and its charts for good; the data they count stays.',
  })
  async deleteDashboard(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.dashboardsService.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }
}
