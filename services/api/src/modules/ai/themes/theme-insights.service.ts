import { Injectable } from '@nestjs/common';
import {
  AiAutoFeature,
  AiAutoFeatureMode,
  AppError,
  HIGHLIGHT_CARD_NODE,
  MAX_LENGTH,
  Role,
  roleSatisfies,
} from '@fieldnote/core';
import type { Insight } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { InsightsService, findLiveInsight } from '../../insights';
import { aiErrors } from '../ai.errors';
import { AiActivityRecorder, AiInputKind, AiTask } from '../audit/ai-activity-recorder.service';
import { modeOf } from '../auto-features/auto-feature-modes';
import type { AiProviderKind } from '../providers/ai-provider';
import { AiSettingsService } from '../settings/ai-settings.service';
import { SuggestionsService } from '../suggestions/suggestions.service';
import { type ThemeJobRow, ThemeJobsRepository } from './theme-jobs.repository';
import { ThemeJobsService } from './theme-jobs.service';
import type { ThemeRun } from './themes.service';
import { themeStrings } from './themes.strings';

/** The audit trail's prompt version of a theme drafted as an insight (no model is asked: the theme's own words). */
export const THEME_INSIGHT_DRAFT_VERSION = 'themes/insight-draft@1';

/**
 * The insights auto feature (spec 001's `insights` key, issue 34): a theme of a completed theme job of
 * a project drafted as an unpublished insight, its title the theme's name and its text the theme's
 * one-line description followed by the theme's highlights cited as evidence (highlight cards, as the
 * insight editor cites them), attributed to the member, marked AI-generated and recorded in the AI
 * audit trail. Suggest (and On) lets a contributor draft one from the Themes panel; On also drafts
 * every theme when a job completes, as the member who ran it; Off refuses both. One insight per
 * theme of a job: drafting it again answers the draft already made.
 */
@Injectable()
export class ThemeInsightsService {
  constructor(
    private readonly jobs: ThemeJobsRepository,
    private readonly themeJobs: ThemeJobsService,
    private readonly insights: InsightsService,
    private readonly recorder: AiActivityRecorder,
    private readonly suggestions: SuggestionsService,
    private readonly settings: AiSettingsService,
  ) {}

  /** A member's "Draft insight" on a theme; FORBIDDEN when the insights auto feature is Off. */
  async draft(scope: WorkspaceScope, input: { themeJobId: string; themeIndex: number }): Promise<Insight> {
    const job = await this.themeJobs.job(scope, input.themeJobId);
    const availability = await this.settings.availability(scope);
    if (!availability.generativeAiEnabled) throw aiErrors.generativeAiOff();
    if (!job.project_id) throw AppError.badInput(themeStrings.draftNeedsProject, { field: 'themeJobId' });
    const role = await scope.projects.roleIn(job.project_id);
    if (!roleSatisfies(scope.role, Role.CONTRIBUTOR) || !role || !roleSatisfies(role, Role.CONTRIBUTOR))
      throw AppError.forbidden(themeStrings.draftForbidden);
    if (availability.readOnly) throw AppError.forbidden(themeStrings.draftReadOnly);
    if ((await this.modeOf(scope.em, scope, job.project_id)) === AiAutoFeatureMode.Off)
      throw AppError.forbidden(themeStrings.draftOff);
    if (job.status !== 'COMPLETED' || !job.result)
      throw AppError.badInput(themeStrings.draftNotCompleted, { field: 'themeJobId' });
    if (
      !Number.isInteger(input.themeIndex) ||
      input.themeIndex < 0 ||
      input.themeIndex >= job.result.themes.length
    )
      throw AppError.badInput(themeStrings.draftNoTheme, { field: 'themeIndex' });
    const schema = scope.workspace.schemaName;
    const id = await scope.em.transactional(async (tx) => {
      await this.jobs.findJob(tx, schema, job.id, true);
      const drafted = await this.jobs.draftOf(tx, schema, job.id, input.themeIndex);
      if (drafted && (await this.jobs.insightIsLive(tx, schema, drafted.insight_id)))
        return drafted.insight_id;
      return this.draftTheme({ ...scope, em: tx }, job, job.result as ThemeRun, input.themeIndex);
    });
    return findLiveInsight(scope.em.fork(), id);
  }

  /**
   * On: every theme of a project's job drafted as it completes, in the transaction that keeps its
   * themes (which runs once per job), as the member who ran it when they may write insights there.
   */
  async draftAllOnCompletion(scope: WorkspaceScope, job: ThemeJobRow, run: ThemeRun): Promise<void> {
    if (!job.project_id || run.themes.length === 0) return;
    if ((await this.modeOf(scope.em, scope, job.project_id)) !== AiAutoFeatureMode.On) return;
    if (!roleSatisfies(scope.role, Role.CONTRIBUTOR)) return;
    const role = await scope.projects.roleIn(job.project_id);
    if (!role || !roleSatisfies(role, Role.CONTRIBUTOR)) return;
    if ((await this.settings.availability(scope)).readOnly) return;
    const schema = scope.workspace.schemaName;
    for (let index = 0; index < run.themes.length; index += 1) {
      if (await this.jobs.draftOf(scope.em, schema, job.id, index)) continue;
      await this.draftTheme(scope, job, run, index);
    }
  }

  private async draftTheme(
    scope: WorkspaceScope,
    job: ThemeJobRow,
    run: ThemeRun,
    index: number,
  ): Promise<string> {
    const theme = run.themes[index];
    const schema = scope.workspace.schemaName;
    const startedAt = new Date();
    const paragraph = theme.description
      ? { type: 'paragraph', content: [{ type: 'text', text: theme.description }] }
      : { type: 'paragraph' };
    const document = {
      type: 'doc',
      content: [
        paragraph,
        ...theme.highlights.map((h) => ({ type: HIGHLIGHT_CARD_NODE, attrs: { highlightId: h.id } })),
      ],
    };
    const insight = await this.insights.create(scope, {
      projectId: job.project_id as string,
      title: theme.name.slice(0, MAX_LENGTH.insightTitle),
      contentJson: JSON.stringify(document),
    });
    await this.jobs.markInsightAiGenerated(scope.em, schema, insight.id);
    const aiActivityId = await this.recorder.record(scope.em, schema, {
      task: AiTask.INSIGHT_DRAFT,
      provider: run.provider.kind as AiProviderKind,
      model: run.provider.model,
      modelRegion: run.provider.region ?? null,
      promptVersion: THEME_INSIGHT_DRAFT_VERSION,
      inputKind: AiInputKind.HIGHLIGHT,
      inputIds: theme.highlights.map((h) => h.id),
      projectId: job.project_id,
      requestedBy: scope.accountId,
      startedAt,
      finishedAt: new Date(),
      outputChars: theme.name.length + theme.description.length,
    });
    await this.jobs.saveDraft(scope.em, schema, {
      jobId: job.id,
      themeIndex: index,
      insightId: insight.id,
      aiActivityId,
      by: scope.accountId,
    });
    return insight.id;
  }

  private async modeOf(
    em: EntityManager,
    scope: WorkspaceScope,
    projectId: string,
  ): Promise<AiAutoFeatureMode> {
    return modeOf(
      await this.suggestions.modesOf(em, scope.workspace.schemaName, projectId),
      AiAutoFeature.insights,
    );
  }
}
