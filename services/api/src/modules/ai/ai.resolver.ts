import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AppError, Role, SUMMARY_UNAVAILABLE_MESSAGE } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { AiActivityService } from './audit/ai-activity.service';
import {
  GenerateNoteSummaryInput,
  UpdateAiSettingsInput,
  UpdateNoteSummaryInput,
  UpdateProjectAiDefaultsInput,
} from './dto/ai.inputs';
import {
  AiActivityModel,
  AiActivityPageModel,
  AiSettingsModel,
  NoteSummaryModel,
  NoteSummaryPanelModel,
  ProjectAiDefaultsModel,
  SummaryFrameworkInfoModel,
} from './dto/ai.models';
import { NoteSummariesService } from './note-summaries/note-summaries.service';
import { AiSettingsService } from './settings/ai-settings.service';

/** The most AI activity rows one page reads. */
export const MAX_AI_ACTIVITY_PAGE = 200;

/** AI settings, note summaries and the AI audit trail (issue 34). */
@Resolver()
export class AiResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly settings: AiSettingsService,
    private readonly summaries: NoteSummariesService,
    private readonly activity: AiActivityService,
  ) {}

  @Query(() => AiSettingsModel, {
    description: 'Whether generative AI is on, why, and which provider answers.',
  })
  async aiSettings(@Context() ctx: GqlContext): Promise<AiSettingsModel> {
    return AiSettingsModel.from(
      await this.settings.availability(await this.access.require(ctx.req, Role.VIEWER)),
    );
  }

  @Mutation(() => AiSettingsModel, {
    description: 'Managers turn generative AI on or off for the workspace.',
  })
  async updateAiSettings(
    @InputArgs('input') input: UpdateAiSettingsInput,
    @Context() ctx: GqlContext,
  ): Promise<AiSettingsModel> {
    const scope = await this.access.requireSession(ctx.req, Role.MANAGER);
    await this.settings.setGenerativeAi(scope, input.generativeAiEnabled);
    return AiSettingsModel.from(await this.settings.availability(scope));
  }

  @Query(() => [SummaryFrameworkInfoModel], {
    description: 'The summary frameworks and their sections (spec 000 §3).',
  })
  async summaryFrameworks(@Context() ctx: GqlContext): Promise<SummaryFrameworkInfoModel[]> {
    await this.access.require(ctx.req, Role.VIEWER);
    return SummaryFrameworkInfoModel.all();
  }

  @Query(() => ProjectAiDefaultsModel, { description: "A project's default summary framework and language." })
  async projectAiDefaults(
    @Args('projectId', { type: () => ID }) projectId: string,
    @Context() ctx: GqlContext,
  ): Promise<ProjectAiDefaultsModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return ProjectAiDefaultsModel.from(await this.settings.projectDefaults(scope, projectId));
  }

  @Mutation(() => ProjectAiDefaultsModel, { description: 'Needs write access to the project.' })
  async updateProjectAiDefaults(
    @InputArgs('input') input: UpdateProjectAiDefaultsInput,
    @Context() ctx: GqlContext,
  ): Promise<ProjectAiDefaultsModel> {
    const scope = await this.access.require(ctx.req, Role.CONTRIBUTOR);
    await this.settings.setProjectDefaults(scope, {
      projectId: input.projectId,
      framework: input.defaultFramework,
      language: input.defaultSummaryLanguage,
    });
    return ProjectAiDefaultsModel.from(await this.settings.projectDefaults(scope, input.projectId));
  }

  @Query(() => NoteSummaryPanelModel, {
    description:
      "A note's Summary tab: its summary, the project's defaults and why actions may be unavailable.",
  })
  async noteSummary(
    @Args('noteId', { type: () => ID }) noteId: string,
    @Context() ctx: GqlContext,
  ): Promise<NoteSummaryPanelModel> {
    const panel = await this.summaries.panel(await this.access.require(ctx.req, Role.VIEWER), noteId);
    const reason = panel.unavailableReason;
    return NoteSummaryPanelModel.from(panel, reason ? SUMMARY_UNAVAILABLE_MESSAGE[reason] : null);
  }

  // Viewers are let in so they hear the spec's reason ("Viewers cannot generate summaries"), not a generic refusal.
  @Mutation(() => NoteSummaryModel, {
    description:
      'Generates the note summary by a framework, replacing the one before (regenerate). Contributors and up.',
  })
  async generateNoteSummary(
    @InputArgs('input') input: GenerateNoteSummaryInput,
    @Context() ctx: GqlContext,
  ): Promise<NoteSummaryModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return NoteSummaryModel.from(await this.summaries.generate(scope, input));
  }

  @Mutation(() => NoteSummaryModel, {
    description: 'Edits the summary by hand; needs edit permission in the project.',
  })
  async updateNoteSummary(
    @InputArgs('input') input: UpdateNoteSummaryInput,
    @Context() ctx: GqlContext,
  ): Promise<NoteSummaryModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return NoteSummaryModel.from(await this.summaries.edit(scope, input));
  }

  @Query(() => AiActivityPageModel, { description: 'The AI audit trail, newest first. Managers only.' })
  async aiActivity(
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 50 }) limit: number,
    @Context() ctx: GqlContext,
  ): Promise<AiActivityPageModel> {
    if (!Number.isInteger(limit) || limit < 0 || limit > MAX_AI_ACTIVITY_PAGE)
      throw AppError.badInput(`Read at most ${MAX_AI_ACTIVITY_PAGE} AI activity rows at a time.`, {
        field: 'limit',
      });
    if (!Number.isInteger(offset) || offset < 0)
      throw AppError.badInput('The offset cannot be negative.', { field: 'offset' });
    const scope = await this.access.require(ctx.req, Role.MANAGER);
    const page = await this.activity.page(scope, offset, limit);
    return { nodes: page.rows.map((r) => AiActivityModel.from(r)), totalCount: page.total };
  }
}
