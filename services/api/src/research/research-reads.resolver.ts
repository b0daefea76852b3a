import { Args, Context, ID, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../context/gql-context';
import { WorkspaceAccess } from '../context/workspace-access.service';
import { InsightModel } from './dto/research.models';
import { HighlightsService } from './highlights.service';

/** Read-only insight queries, until the insights module takes them over. */
@Resolver()
export class ResearchReadsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly highlightsService: HighlightsService,
  ) {}

  @Query(() => [InsightModel])
  async insights(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Context() ctx: GqlContext,
  ): Promise<InsightModel[]> {
    return (
      await this.highlightsService.insightsOfProject(await this.access.require(ctx.req), projectId)
    ).map(InsightModel.from);
  }

  @Query(() => InsightModel)
  async insight(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<InsightModel> {
    return InsightModel.from(await this.highlightsService.insight(await this.access.require(ctx.req), id));
  }
}
