import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  type Bus,
  type Logger,
  NOTE_EVENTS,
  Role,
  type Subscription,
  handleCataloguedEvents,
} from '@fieldnote/core';
import { WorkspaceDirectory } from '@fieldnote/control-plane';
import { BUS, LOGGER } from '@fieldnote/db';
import { ProjectGate } from '../../../context/project-gate';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { SuggestionsRepository } from './suggestions.repository';
import { SuggestionsService } from './suggestions.service';

/** One delivery of each note change for all the API processes of the fleet together. */
export const SUGGESTIONS_RUNNER_DURABLE = 'ai-suggestions-runner';

/**
 * The auto-feature job of suggested highlights (issue 34): when a note is created (imports
 * included) or its text is saved, the note's highlights auto feature decides: Off nothing, Suggest
 * stores suggestions for review, On accepts them too, on behalf of the note's author. The job runs
 * once per text of a note (SuggestionsService.runForNote keeps its hash), so a delivery repeated
 * after a restart adds nothing; a failed run is delivered again.
 */
@Injectable()
export class SuggestionsRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription: Subscription | undefined;

  constructor(
    private readonly suggestions: SuggestionsService,
    private readonly repository: SuggestionsRepository,
    private readonly directory: WorkspaceDirectory,
    @Inject(BUS) private readonly bus: Bus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const run = async (workspaceId: string | null, noteId: string): Promise<'ack' | 'retry'> => {
      if (!workspaceId) return 'ack';
      try {
        await this.run(workspaceId, noteId);
        return 'ack';
      } catch (err) {
        this.logger.warn({ err, workspaceId, noteId }, 'suggesting highlights failed; retrying');
        return 'retry';
      }
    };
    this.subscription = await this.bus.subscribe(
      { durable: SUGGESTIONS_RUNNER_DURABLE, subject: 'note.*', retryDelayMs: 5_000, maxDeliveries: 3 },
      handleCataloguedEvents(this.logger, {
        [NOTE_EVENTS.created.subject]: (event) => run(event.workspaceId, event.payload.noteId),
        [NOTE_EVENTS.updated.subject]: (event) => run(event.workspaceId, event.payload.noteId),
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }

  /** Runs the job for one note; what the job did, for tests. */
  async run(workspaceId: string, noteId: string): Promise<'done' | 'skipped'> {
    const workspace = await this.directory.byId(workspaceId);
    if (!workspace) return 'skipped';
    const em = this.repository.workspaceEm(workspace.region, workspace.schemaName);
    const note = await this.repository.noteForJob(em, workspace.schemaName, noteId);
    if (!note) return 'skipped';
    // The job acts for the note's author: an accepted suggestion (mode On) is theirs.
    const gate = new ProjectGate(em, workspace.schemaName, note.created_by, Role.MANAGER, Role.CONTRIBUTOR);
    gate.attachTo(em);
    const scope: WorkspaceScope = {
      workspace,
      accountId: note.created_by,
      role: Role.MANAGER,
      em,
      projects: gate,
    };
    return this.suggestions.runForNote(scope, noteId);
  }
}
