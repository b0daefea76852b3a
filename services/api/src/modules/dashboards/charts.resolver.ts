import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { SearchInput, SearchResult, SearchService } from '../search';
import { chartDataOf } from './chart-data';
import { ChartsService } from './charts.service';
import { ChartDataModel } from './dto/chart-data.model';
import { CreateChartInput, MoveChartInput, UpdateChartInput } from './dto/dashboard.inputs';
import { ChartModel } from './dto/dashboard.model';

/** Charts of dashboards: reading for every member (and API tokens), changes for contributors and up. */
@Resolver(() => ChartModel)
export class ChartsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly charts: ChartsService,
    private readonly searchService: SearchService,
  ) {}

  @Query(() => ChartModel, { description: 'By UUID, short id or slug-short id.' })
  async chart(@Args('id', { type: () => ID }) id: string, @Context() ctx: GqlContext): Promise<ChartModel> {
    return ChartModel.from(await this.charts.get(await this.access.require(ctx.req, Role.VIEWER), id));
  }

  @ResolveField(() => SearchResult, {
    description:
      "The chart's search run now, as the member reading it may see it: its total and aggregations (no items).",
  })
  async result(@Parent() chart: ChartModel, @Context() ctx: GqlContext): Promise<SearchResult> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    const search = JSON.parse(chart.search) as SearchInput;
    return this.searchService.search(scope, { ...search, limit: 0, offset: 0 });
  }

  @ResolveField(() => ChartDataModel, {
    description: 'What the chart draws, computed now for the member reading it.',
  })
  async data(@Parent() chart: ChartModel, @Context() ctx: GqlContext): Promise<ChartDataModel> {
    return chartDataOf(await this.result(chart, ctx));
  }

  @Query(() => ChartDataModel, {
    description:
      "What a chart of this search request would draw now, before it is saved (the chart editor's preview): the same as a saved chart's data, for the member asking.",
  })
  async chartPreview(
    @InputArgs('search') search: SearchInput,
    @Context() ctx: GqlContext,
  ): Promise<ChartDataModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return chartDataOf(await this.searchService.search(scope, { ...search, limit: 0, offset: 0 }));
  }

  @Mutation(() => ChartModel, { description: 'Adds a chart at the end of a dashboard.' })
  async createChart(
    @InputArgs('input') input: CreateChartInput,
    @Context() ctx: GqlContext,
  ): Promise<ChartModel> {
    return ChartModel.from(
      await this.charts.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => ChartModel, { description: 'Title, type and search request; left-out fields stay.' })
  async updateChart(
    @InputArgs('input') input: UpdateChartInput,
    @Context() ctx: GqlContext,
  ): Promise<ChartModel> {
    return ChartModel.from(
      await this.charts.update(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => ChartModel, { description: 'Reorders: places the chart between its new neighbours.' })
  async moveChart(
    @InputArgs('input') input: MoveChartInput,
    @Context() ctx: GqlContext,
  ): Promise<ChartModel> {
    return ChartModel.from(
      await this.charts.move(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => Boolean)
  async deleteChart(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.charts.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }
}
