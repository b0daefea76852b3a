import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  AiAutoFeature,
  AiAutoFeatureMode,
  type Bus,
  type BusEvent,
  type Config,
  type Logger,
  NOTE_EVENTS,
  Role,
  type Subscription,
  handleCataloguedEvents,
} from '@fieldnote/core';
import { WorkspaceDirectory } from '@fieldnote/control-plane';
import { BUS, CONFIG, LOGGER } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProjectGate } from '../../../context/project-gate';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { SuggestionsRepository } from '../suggestions/suggestions.repository';
import { SuggestionsService } from '../suggestions/suggestions.service';
import { SummaryJobsService } from '../summary-jobs/summary-jobs.service';
import { modeOf } from './auto-feature-modes';
import { RedactionsService } from './redactions.service';

/** One delivery of each note change for all the API processes of the fleet together. */
export const AUTO_FEATURES_RUNNER_DURABLE = 'ai-suggestions-runner';

/** A save this much later than an event's makes the event stale: the later save's event does the work. */
const SUPERSEDED_AFTER_MS = 1_000;

/**
 * Whether a change of a note made at `changedAt` is to be acted on `now`: 'superseded' when the note
 * was saved again since (that save's event acts), 'not-quiet' while the note changed less than
 * `quietMs` ago, 'run' otherwise.
 */
export function quietWait(
  noteUpdatedAt: Date,
  changedAt: Date,
  now: Date,
  quietMs: number,
): 'superseded' | 'not-quiet' | 'run' {
  if (noteUpdatedAt.getTime() > changedAt.getTime() + SUPERSEDED_AFTER_MS) return 'superseded';
  if (now.getTime() - noteUpdatedAt.getTime() < quietMs) return 'not-quiet';
  return 'run';
}

/** What the job did with one delivery, for tests and logs. */
export type AutoFeaturesOutcome =
  | 'no-note'
  | 'superseded'
  | 'not-quiet'
  | {
      redact: 'redacted' | 'done' | 'skipped';
      highlights: 'done' | 'skipped';
      summarize: 'done' | 'skipped';
    };

/**
 * The AI auto-feature job (issue 34; spec 001 §3 auto-feature keys summarize, highlights, tags On /
 * Suggest / Off): after a note is created (imports included) or saved, it waits until the note has
 * stayed unchanged for AI_AUTO_QUIET_MS (an event is delivered again after that long while the note is
 * still changing, and an event outdated by a later save is dropped, so typing runs nothing), then
 * runs each feature of the note's project: personal data redacted or proposed (redact), highlights (and tags) suggested or applied, and the
 * summary job queued with the project's default framework, the same job as the Summary tab's
 * Generate button, so the tab shows it streaming and a member may stop it (summarize On; Suggest
 * only offers it in the Summary tab, so nothing runs). Each feature runs once per text of a note (its hash is kept),
 * so a delivery repeated after a restart adds nothing; a failed run is delivered again.
 */
@Injectable()
export class AutoFeaturesRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription: Subscription | undefined;

  constructor(
    private readonly suggestions: SuggestionsService,
    private readonly summaryJobs: SummaryJobsService,
    private readonly redactions: RedactionsService,
    private readonly repository: SuggestionsRepository,
    private readonly directory: WorkspaceDirectory,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(BUS) private readonly bus: Bus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const quietMs = this.config.AI_AUTO_QUIET_MS;
    const handle = async (event: BusEvent, noteId: string): Promise<'ack' | 'retry'> => {
      if (!event.workspaceId) return 'ack';
      try {
        return (await this.run(event.workspaceId, noteId, new Date(event.occurredAt))) === 'not-quiet'
          ? 'retry'
          : 'ack';
      } catch (err) {
        this.logger.warn(
          { err, workspaceId: event.workspaceId, noteId },
          'an AI auto feature failed; retrying',
        );
        return 'retry';
      }
    };
    this.subscription = await this.bus.subscribe(
      {
        durable: AUTO_FEATURES_RUNNER_DURABLE,
        subject: 'note.*',
        // Delivered again one quiet period later while the note is still being changed.
        retryDelayMs: Math.max(quietMs, 1_000),
        maxDeliveries: 6,
      },
      handleCataloguedEvents(this.logger, {
        [NOTE_EVENTS.created.subject]: (event) => handle(event, event.payload.noteId),
        [NOTE_EVENTS.updated.subject]: (event) => handle(event, event.payload.noteId),
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }

  /** Handles one change of a note made at `changedAt`: what the job did. */
  async run(workspaceId: string, noteId: string, changedAt: Date): Promise<AutoFeaturesOutcome> {
    const workspace = await this.directory.byId(workspaceId);
    if (!workspace) return 'no-note';
    const em = this.repository.workspaceEm(workspace.region, workspace.schemaName);
    const schema = workspace.schemaName;
    const note = await this.repository.noteForJob(em, schema, noteId);
    if (!note) return 'no-note';
    const wait = quietWait(new Date(note.updated_at), changedAt, new Date(), this.config.AI_AUTO_QUIET_MS);
    if (wait !== 'run') return wait;
    // The job acts for the note's author: an accepted suggestion or a generated summary is theirs.
    const gate = new ProjectGate(em, schema, note.created_by, Role.MANAGER, Role.CONTRIBUTOR);
    gate.attachTo(em);
    const scope: WorkspaceScope = {
      workspace,
      accountId: note.created_by,
      role: Role.MANAGER,
      em,
      projects: gate,
    };
    // The modes first: most saves are of notes whose projects run no auto feature.
    const modes = await this.suggestions.modesOf(em, schema, note.project_id);
    // Personal data first: a note redacted now (On) is saved again, and that save's event runs the
    // other features on the redacted text once it has stayed quiet.
    const redact = await this.redactions.runForNote(
      scope,
      { id: note.id, projectId: note.project_id, content: note.content },
      modeOf(modes, AiAutoFeature.redact),
      this.runs(em, schema, note.id, AiAutoFeature.redact),
    );
    if (redact === 'redacted') return { redact, highlights: 'skipped', summarize: 'skipped' };
    const highlights = await this.suggestions.runForNote(scope, note, modes);
    const summarize =
      modeOf(modes, AiAutoFeature.summarize) === AiAutoFeatureMode.On
        ? await this.summaryJobs.startAuto(
            scope,
            { id: note.id, projectId: note.project_id, title: note.title, content: note.content },
            this.runs(em, schema, note.id, AiAutoFeature.summarize),
          )
        : 'skipped';
    return { redact, highlights, summarize };
  }

  /** The text hash a feature last ran on for the note, and how to keep the new one. */
  private runs(
    em: EntityManager,
    schema: string,
    noteId: string,
    feature: AiAutoFeature,
  ): { lastHash: () => Promise<string | null>; saveHash: (hash: string) => Promise<void> } {
    return {
      lastHash: () => this.repository.lastFeatureRunHash(em, schema, noteId, feature),
      saveHash: (hash: string) => this.repository.saveFeatureRunHash(em, schema, noteId, feature, hash),
    };
  }
}
