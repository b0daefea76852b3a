import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AI_EVENTS, AppError, Role, parsePathId, roleSatisfies } from '@fieldnote/core';
import { recordEvent } from '../../../common/record-event';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { findLiveProject } from '../../projects';
import { TagsService } from '../../tags';
import { type ThemeJobRow, ThemeJobsRepository } from './theme-jobs.repository';
import { type ThemeRunInput, ThemesService } from './themes.service';
import { themeStrings } from './themes.strings';

/**
 * Themes as jobs (issue 34: long AI work runs off the bus "with progress" and is "cancellable"): a
 * member asks for a project's or a tag's themes (the refusals of highlightThemes apply at once), the
 * worker's ThemeJobsRunner groups and names them with its progress in the job row, and the themes are
 * kept with the job when it completes, so the Themes panel shows the last run when it opens. The
 * member who asked, or a contributor, may stop it: it keeps nothing and the AI audit trail records
 * the stopped run as CANCELLED. Asking again while one runs answers that one.
 */
@Injectable()
export class ThemeJobsService {
  constructor(
    private readonly themes: ThemesService,
    private readonly jobs: ThemeJobsRepository,
    private readonly tags: TagsService,
  ) {}

  async start(scope: WorkspaceScope, input: ThemeRunInput): Promise<ThemeJobRow> {
    const prepared = await this.themes.prepare(scope, input);
    const tagId = input.tagId ? parsePathId(input.tagId) : null;
    // A project tag's job names its project too; a workspace tag's names none.
    const projectId = prepared.projectId;
    const scopeId = tagId ?? (projectId as string);
    const schema = scope.workspace.schemaName;
    return scope.em.transactional(async (em) => {
      await this.jobs.lockScope(em, scopeId);
      const live = await this.jobs.liveJobOf(em, schema, scopeId);
      if (live) return live;
      const id = randomUUID();
      await this.jobs.insertJob(em, schema, {
        id,
        projectId,
        tagId,
        scopeId,
        amount: input.amount,
        strictness: input.strictness,
        requesterRole: scope.role,
        by: scope.accountId,
      });
      await recordEvent(em, AI_EVENTS.themesRequested, scope.workspace.id, {
        themeJobId: id,
        projectId,
        tagId,
      });
      return (await this.jobs.findJob(em, schema, id)) as ThemeJobRow;
    });
  }

  /**
   * A channel's theme suggestions as a job (the channels module checks the channel and its choices;
   * the worker runs it through the generator it registers with ThemeJobsRunner). Asking again while
   * one runs answers that one.
   */
  async startChannel(
    scope: WorkspaceScope,
    input: { channelId: string; amount: string; strictness: string | null; unthemedOnly: boolean },
  ): Promise<ThemeJobRow> {
    const schema = scope.workspace.schemaName;
    return scope.em.transactional(async (em) => {
      await this.jobs.lockScope(em, input.channelId);
      const live = await this.jobs.liveJobOf(em, schema, input.channelId);
      if (live) return live;
      const id = randomUUID();
      await this.jobs.insertJob(em, schema, {
        id,
        projectId: null,
        tagId: null,
        channelId: input.channelId,
        unthemedOnly: input.unthemedOnly,
        scopeId: input.channelId,
        amount: input.amount,
        strictness: input.strictness,
        requesterRole: scope.role,
        by: scope.accountId,
      });
      await recordEvent(em, AI_EVENTS.themesRequested, scope.workspace.id, {
        themeJobId: id,
        projectId: null,
        tagId: null,
        channelId: input.channelId,
      });
      return (await this.jobs.findJob(em, schema, id)) as ThemeJobRow;
    });
  }

  /** A job by id, when its project, tag or channel is one the member can read. */
  async job(scope: WorkspaceScope, rawJobId: string): Promise<ThemeJobRow> {
    const job = await this.jobs.findJob(scope.em, scope.workspace.schemaName, parsePathId(rawJobId));
    if (!job) throw AppError.notFound('Theme job');
    await this.canRead(scope, job.project_id, job.tag_id, job.channel_id).catch((error: unknown) => {
      throw error instanceof AppError ? AppError.notFound('Theme job') : error;
    });
    return job;
  }

  /**
   * The project's, tag's or channel's newest job and newest COMPLETED one (null: none yet), for the
   * Themes panel and a channel's "Suggest themes".
   */
  async latest(
    scope: WorkspaceScope,
    input: { projectId?: string | null; tagId?: string | null; channelId?: string | null },
  ): Promise<{ latest: ThemeJobRow | null; lastCompleted: ThemeJobRow | null }> {
    if ([input.projectId, input.tagId, input.channelId].filter(Boolean).length !== 1)
      throw AppError.badInput(themeStrings.oneListScope, { field: 'projectId' });
    const scopeId = await this.canRead(
      scope,
      input.projectId ?? null,
      input.tagId ?? null,
      input.channelId ?? null,
    );
    const schema = scope.workspace.schemaName;
    return {
      latest: await this.jobs.latestJobOf(scope.em, schema, scopeId, false),
      lastCompleted: await this.jobs.latestJobOf(scope.em, schema, scopeId, true),
    };
  }

  /** Stops a queued or running job: no themes are kept. The member who asked, or a contributor. */
  async cancel(scope: WorkspaceScope, rawJobId: string): Promise<ThemeJobRow> {
    const job = await this.job(scope, rawJobId);
    if (job.requested_by !== scope.accountId && !roleSatisfies(scope.role, Role.CONTRIBUTOR))
      throw AppError.forbidden(themeStrings.cancelForbidden);
    const schema = scope.workspace.schemaName;
    return scope.em.transactional(async (em) => {
      const locked = await this.jobs.findJob(em, schema, job.id, true);
      if (!locked) throw AppError.notFound('Theme job');
      if (locked.status !== 'QUEUED' && locked.status !== 'RUNNING')
        throw AppError.badInput(themeStrings.alreadyEnded(locked.status), { field: 'id' });
      await this.jobs.markCancelled(em, schema, job.id, scope.accountId);
      await recordEvent(em, AI_EVENTS.themesCancelled, scope.workspace.id, {
        themeJobId: job.id,
        projectId: job.project_id,
        tagId: job.tag_id,
        ...(job.channel_id ? { channelId: job.channel_id } : {}),
        cancelledBy: scope.accountId,
      });
      return (await this.jobs.findJob(em, schema, job.id)) as ThemeJobRow;
    });
  }

  /** The id of the channel, tag (or else project) when the member can read it; NOT_FOUND otherwise. */
  private async canRead(
    scope: WorkspaceScope,
    projectId: string | null,
    tagId: string | null,
    channelId: string | null = null,
  ): Promise<string> {
    if (channelId) {
      // Every member reads every channel (the channels module's rule).
      const id = parsePathId(channelId);
      if (!(await this.jobs.channelExists(scope.em, scope.workspace.schemaName, id)))
        throw AppError.notFound('Channel');
      return id;
    }
    if (tagId) return (await this.tags.get(scope, tagId)).tag.id;
    return (await findLiveProject(scope.em, projectId as string)).id;
  }
}
