import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  AuditAction,
  AuditObjectType,
  type Bus,
  type Logger,
  NOTE_EVENTS,
  PERSON_EVENTS,
  REFI_QDA_EVENTS,
  type Subscription,
  TAG_EVENTS,
  handleCataloguedEvents,
} from '@fieldnote/core';
import { recordAuditEntry } from '@fieldnote/control-plane';
import { BUS, LOGGER, workspaceSchemaName } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { deliverJob } from '../../common/deliver-job';
import { recordEvent, recordEvents } from '../../common/record-event';
import { AuditActors } from '../../context/audit-actors.service';
import { type QdaFormat, UnreadableQdaFile, readQdaFile } from './import-file.reader';
import { importWriteOf } from './import-write';
import { refiQdaErrors } from './refi-qda.errors';
import { MAX_QDA_SOURCES } from './refi-qda.limits';
import { RefiQdaRepository } from './refi-qda.repository';

/** One delivery of each import for all the API processes of the fleet together. */
export const REFI_QDA_RUNNER_DURABLE = 'refi-qda-import-runner';
/** Failed tries of an import before it is marked FAILED. */
const MAX_ATTEMPTS = 3;

/**
 * The REFI-QDA import job: on `refi_qda_import.queued` it reads the file and writes the whole import
 * in one transaction with its report, audit entry and events (a stop mid-way writes nothing and the
 * bus delivers again). A file with nothing sound in it ends FAILED with the reason.
 */
@Injectable()
export class RefiQdaRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription: Subscription | undefined;

  constructor(
    private readonly repository: RefiQdaRepository,
    private readonly actors: AuditActors,
    @Inject(BUS) private readonly bus: Bus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribe(
      {
        durable: REFI_QDA_RUNNER_DURABLE,
        subject: 'refi_qda_import.queued',
        retryDelayMs: 1000,
        maxDeliveries: 10,
      },
      handleCataloguedEvents(this.logger, {
        [REFI_QDA_EVENTS.importQueued.subject]: (event) =>
          this.run(event.workspaceId, event.payload.refiQdaImportId),
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }

  async run(workspaceId: string | null, id: string): Promise<'ack' | 'retry'> {
    if (!workspaceId) return 'ack';
    const region = await this.repository.regionOf(workspaceId);
    if (!region) return 'ack';
    const schema = workspaceSchemaName(workspaceId);
    const em = this.repository.workspaceEm(region, schema);
    return deliverJob({
      em,
      work: (tx) => this.importFile(tx, workspaceId, schema, id),
      countAttempt: () => this.repository.countAttempt(em, schema, id),
      maxAttempts: MAX_ATTEMPTS,
      onFailure: (err, attempts) =>
        this.logger.warn({ err, refiQdaImportId: id, attempts }, 'REFI-QDA import failed'),
      giveUp: (tx) =>
        this.repository.finish(tx, schema, id, {
          status: 'FAILED',
          origin: null,
          counts: { notes: 0, tags: 0, highlights: 0, people: 0 },
          warnings: [],
          report: [],
          errorMessage: 'The import stopped on an unexpected error; nothing of it was written.',
        }),
    });
  }

  private async importFile(
    em: EntityManager,
    workspaceId: string,
    schema: string,
    id: string,
  ): Promise<void> {
    const claimed = await this.repository.claim(em, schema, id);
    if (!claimed) return;
    const { row, file } = claimed;
    const fail = async (message: string) => {
      await this.repository.finish(em, schema, id, {
        status: 'FAILED',
        origin: null,
        counts: { notes: 0, tags: 0, highlights: 0, people: 0 },
        warnings: [],
        report: [],
        errorMessage: message,
      });
      await this.completed(
        em,
        workspaceId,
        row.project_id,
        id,
        'FAILED',
        { notes: 0, tags: 0, highlights: 0 },
        0,
      );
    };
    let plan;
    try {
      plan = await readQdaFile(row.format as QdaFormat, file);
    } catch (err) {
      if (err instanceof UnreadableQdaFile) return fail(err.message);
      throw err;
    }
    if (plan.sources.length > MAX_QDA_SOURCES) return fail(refiQdaErrors.tooManySources(plan.sources.length));
    const write = importWriteOf(plan, {
      projectId: row.project_id,
      createdBy: row.created_by,
      fileName: row.file_name,
      existingTags: await this.repository.tagsByTitle(em, schema, row.project_id),
      existingPeople: await this.repository.peopleByName(
        em,
        schema,
        plan.cases.map((c) => c.name),
      ),
      now: new Date(),
    });
    await this.repository.write(em, schema, write);
    const counts = {
      notes: write.notes.length,
      tags: write.tags.length,
      highlights: write.highlights.length,
      people: write.people.length,
    };
    await this.repository.finish(em, schema, id, {
      status: 'COMPLETED',
      origin: plan.origin,
      counts,
      warnings: plan.warnings,
      report: plan.report,
      errorMessage: null,
    });
    await recordEvents(
      em,
      TAG_EVENTS.created,
      workspaceId,
      write.tags.map((tag) => ({ tagId: tag.id, projectId: row.project_id, title: tag.title })),
    );
    await recordEvents(
      em,
      NOTE_EVENTS.created,
      workspaceId,
      write.notes.map((note) => ({ noteId: note.id, projectId: row.project_id })),
    );
    await recordEvents(
      em,
      PERSON_EVENTS.created,
      workspaceId,
      write.people.map((person) => ({ personId: person.id, noteId: null })),
    );
    await recordAuditEntry(em, schema, {
      actor: await this.actors.of({ accountId: row.created_by }).catch(() => null),
      action: AuditAction.REFI_QDA_IMPORTED,
      objectType: AuditObjectType.PROJECT,
      objectId: row.project_id,
      objectLabel: row.file_name,
      oldValue: null,
      newValue: { format: row.format, origin: plan.origin, ...counts, skipped: plan.report.length },
    });
    await this.completed(em, workspaceId, row.project_id, id, 'COMPLETED', counts, plan.report.length);
  }

  private completed(
    em: EntityManager,
    workspaceId: string,
    projectId: string,
    id: string,
    status: string,
    counts: { notes: number; tags: number; highlights: number },
    skipped: number,
  ): Promise<void> {
    return recordEvent(em, REFI_QDA_EVENTS.importCompleted, workspaceId, {
      refiQdaImportId: id,
      projectId,
      status,
      notesCreated: counts.notes,
      tagsCreated: counts.tags,
      highlightsCreated: counts.highlights,
      skipped,
    });
  }
}
