import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { TagChart } from './dto/tag-chart.model';
import { UpdateTagChartInput } from './dto/update-tag-chart.input';
import { TagChartsService } from './tag-charts.service';

/** A project's tag chart: every member reads it; contributors and up change its options. */
@Resolver(() => TagChart)
export class TagChartsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly charts: TagChartsService,
  ) {}

  @Query(() => TagChart, { description: "A project's tag chart with its options and items." })
  async tagChart(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Context() ctx: GqlContext,
  ): Promise<TagChart> {
    return this.charts.chart(await this.access.require(ctx.req, Role.VIEWER), projectId);
  }

  @Mutation(() => TagChart, {
    description: "Changes a project's tag chart options (metric, type, collapsed groups, hidden items).",
  })
  async updateTagChart(
    @InputArgs('input') input: UpdateTagChartInput,
    @Context() ctx: GqlContext,
  ): Promise<TagChart> {
    return this.charts.update(await this.access.require(ctx.req, Role.CONTRIBUTOR), input);
  }
}
