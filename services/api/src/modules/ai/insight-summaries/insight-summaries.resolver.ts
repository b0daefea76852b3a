import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role, SUMMARY_UNAVAILABLE_MESSAGE } from '@fieldnote/core';
import type { GqlContext } from '../../../context/gql-context';
import { WorkspaceAccess } from '../../../context/workspace-access.service';
import { InputArgs } from '../../../graphql/input-args.decorator';
import { GenerateInsightSummaryInput, UpdateInsightSummaryInput } from './dto/insight-summaries.inputs';
import { InsightSummaryModel, InsightSummaryPanelModel } from './dto/insight-summaries.models';
import { InsightSummariesService } from './insight-summaries.service';

/** Insight summaries (issue 34), by the note summaries' frameworks and rules. */
@Resolver()
export class InsightSummariesResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly summaries: InsightSummariesService,
  ) {}

  @Query(() => InsightSummaryPanelModel, {
    description: "An insight's summary, the project's defaults and why actions may be unavailable.",
  })
  async insightSummary(
    @Args('insightId', { type: () => ID }) insightId: string,
    @Context() ctx: GqlContext,
  ): Promise<InsightSummaryPanelModel> {
    const panel = await this.summaries.panel(await this.access.require(ctx.req, Role.VIEWER), insightId);
    const reason = panel.unavailableReason;
    return InsightSummaryPanelModel.from(panel, reason ? SUMMARY_UNAVAILABLE_MESSAGE[reason] : null);
  }

  // Viewers are let in so they hear the spec's reason ("Viewers cannot generate summaries").
  @Mutation(() => InsightSummaryModel, {
    description:
      "Generates the insight's summary from its text and the highlights it cites, replacing the one before. Contributors with edit permission.",
  })
  async generateInsightSummary(
    @InputArgs('input') input: GenerateInsightSummaryInput,
    @Context() ctx: GqlContext,
  ): Promise<InsightSummaryModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return InsightSummaryModel.from(await this.summaries.generate(scope, input));
  }

  @Mutation(() => InsightSummaryModel, {
    description: "Edits the insight's summary by hand; needs edit permission.",
  })
  async updateInsightSummary(
    @InputArgs('input') input: UpdateInsightSummaryInput,
    @Context() ctx: GqlContext,
  ): Promise<InsightSummaryModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return InsightSummaryModel.from(await this.summaries.edit(scope, input));
  }
}
