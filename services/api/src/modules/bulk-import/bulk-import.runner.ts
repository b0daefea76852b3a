import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  BULK_IMPORT_EVENTS,
  type Bus,
  type Logger,
  NOTE_EVENTS,
  PERSON_EVENTS,
  type Subscription,
  handleCataloguedEvents,
} from '@fieldnote/core';
import { BUS, LOGGER, workspaceSchemaName } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { deliverJob } from '../../common/deliver-job';
import { recordEvent, recordEvents } from '../../common/record-event';
import { IMPORT_BATCH_ROWS } from './bulk-import.limits';
import { type BatchWrite, BulkImportRepository } from './bulk-import.repository';
import { BulkImportStatus } from './dto/bulk-import.enums';
import type { StoredMapping } from './import-mapping';
import { type NoteDraft, draftOfRow } from './import-rows';

/** One delivery of each job event for all the API processes of the fleet together. */
export const BULK_IMPORT_RUNNER_DURABLE = 'bulk-import-runner';
/** Failed tries of one batch in a row before the import is marked FAILED. */
export const MAX_BATCH_ATTEMPTS = 5;

/**
 * The bulk import job. Each batch of IMPORT_BATCH_ROWS rows is one delivery of a durable bus event
 * (`bulk_import.started`, then `bulk_import.progressed` from the row it stopped at): the batch is
 * written in one transaction together with the import's progress and the event of the next batch,
 * through the outbox. A process that stops mid-batch writes nothing of it and the bus delivers the
 * event again (to this process when it restarts, or to another); a delivery whose batch is already
 * written (its `fromRow` behind the import's progress) is acknowledged unread. So an import survives
 * restarts, and is never written twice.
 */
@Injectable()
export class BulkImportRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription: Subscription | undefined;

  constructor(
    private readonly imports: BulkImportRepository,
    @Inject(BUS) private readonly bus: Bus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribe(
      {
        durable: BULK_IMPORT_RUNNER_DURABLE,
        subject: 'bulk_import.*',
        retryDelayMs: 1000,
        maxDeliveries: 20,
      },
      handleCataloguedEvents(this.logger, {
        [BULK_IMPORT_EVENTS.started.subject]: (event) =>
          this.runBatch(event.workspaceId, event.payload.bulkImportId, 0),
        [BULK_IMPORT_EVENTS.progressed.subject]: (event) =>
          this.runBatch(event.workspaceId, event.payload.bulkImportId, event.payload.fromRow),
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }

  /** Imports the batch from `fromRow`; 'retry' lets the bus deliver it again after a failure. */
  async runBatch(workspaceId: string | null, id: string, fromRow: number): Promise<'ack' | 'retry'> {
    if (!workspaceId) return 'ack';
    const region = await this.imports.regionOf(workspaceId);
    if (!region) return 'ack';
    const schema = workspaceSchemaName(workspaceId);
    const em = this.imports.workspaceEm(region, schema);
    return deliverJob({
      em,
      work: (tx) => this.writeBatch(tx, workspaceId, schema, id, fromRow),
      countAttempt: () => this.imports.countAttempt(em, schema, id),
      maxAttempts: MAX_BATCH_ATTEMPTS,
      onFailure: (err, attempts) =>
        this.logger.warn({ err, bulkImportId: id, fromRow, attempts }, 'bulk import batch failed'),
      giveUp: (tx) =>
        this.imports.markFailed(
          tx,
          schema,
          id,
          'The import stopped on an unexpected error; the rows before it are imported.',
        ),
    });
  }

  private async writeBatch(
    em: EntityManager,
    workspaceId: string,
    schema: string,
    id: string,
    fromRow: number,
  ): Promise<void> {
    const job = await this.imports.find(em, schema, id, true);
    const live = job?.status === BulkImportStatus.QUEUED || job?.status === BulkImportStatus.RUNNING;
    // Gone, finished, or this batch already written by an earlier delivery.
    if (!job || !live || job.processed_rows !== fromRow) return;
    const mapping = job.mapping as StoredMapping;
    const rows = await this.imports.sourceRows(em, schema, id, fromRow, IMPORT_BATCH_ROWS);
    const imported = await this.imports.importedHashes(
      em,
      schema,
      job.project_id,
      rows.map((r) => r.row_hash),
    );

    const batch: BatchWrite = {
      projectId: job.project_id,
      bulkImportId: id,
      createdBy: job.created_by,
      notes: [],
      newPeople: [],
      notePeople: [],
      fieldValues: [],
      responses: [],
      failures: [],
    };
    const drafts: { noteId: string; draft: NoteDraft }[] = [];
    let skipped = 0;
    const now = new Date().toISOString();
    for (const row of rows) {
      if (imported.has(row.row_hash)) {
        skipped++;
        continue;
      }
      const outcome = draftOfRow(row.cells, row.row_number, mapping);
      if (!outcome.ok) {
        // The spreadsheet's row: its headings are row 1.
        batch.failures.push({
          row_number: row.row_number + 1,
          error_code: outcome.errorCode,
          human_message_text: outcome.message,
        });
        continue;
      }
      const noteId = randomUUID();
      drafts.push({ noteId, draft: outcome.draft });
      batch.notes.push({
        id: noteId,
        title: outcome.draft.title,
        content: outcome.draft.content,
        created_at: outcome.draft.createdAt?.toISOString() ?? now,
        row_hash: row.row_hash,
      });
    }
    await this.linkPeople(em, schema, drafts, batch);
    for (const { noteId, draft } of drafts) {
      for (const { fieldId, value } of draft.fieldValues)
        batch.fieldValues.push({
          id: randomUUID(),
          field_id: fieldId,
          note_id: noteId,
          text_value: value.text,
          number_value: value.number,
          boolean_value: value.boolean,
          date_value: value.date?.toISOString() ?? null,
          option_ids: value.optionIds,
        });
      for (const answer of draft.answers)
        batch.responses.push({
          id: randomUUID(),
          question_id: answer.questionId,
          note_id: noteId,
          answer_text: answer.answerText,
          option_ids: answer.optionIds,
        });
    }
    await this.imports.writeBatch(em, schema, batch);

    const nextRow = fromRow + rows.length;
    const done = rows.length === 0 || nextRow >= job.total_rows;
    await this.imports.advance(
      em,
      schema,
      id,
      { rows: rows.length, imported: batch.notes.length, skipped, failed: batch.failures.length },
      done,
    );
    await recordEvents(
      em,
      PERSON_EVENTS.created,
      workspaceId,
      batch.newPeople.map((person) => ({ personId: person.id, noteId: null })),
    );
    await recordEvents(
      em,
      NOTE_EVENTS.created,
      workspaceId,
      batch.notes.map((note) => ({ noteId: note.id, projectId: job.project_id })),
    );
    if (done)
      await recordEvent(em, BULK_IMPORT_EVENTS.completed, workspaceId, {
        bulkImportId: id,
        projectId: job.project_id,
        importedCount: job.imported_count + batch.notes.length,
        skippedCount: job.skipped_count + skipped,
        numFailed: job.failed_count + batch.failures.length,
      });
    else
      await recordEvent(em, BULK_IMPORT_EVENTS.progressed, workspaceId, {
        bulkImportId: id,
        fromRow: nextRow,
      });
  }

  /** Finds each row's person by e-mail or name, creating those the workspace lacks (once per batch). */
  private async linkPeople(
    em: EntityManager,
    schema: string,
    drafts: { noteId: string; draft: NoteDraft }[],
    batch: BatchWrite,
  ): Promise<void> {
    const wanted = drafts.filter((d) => d.draft.person !== null);
    if (wanted.length === 0) return;
    const keyOf = (person: { name: string; email: string | null }) =>
      person.email ? `e:${person.email.toLowerCase()}` : `n:${person.name.toLowerCase()}`;
    const emails = [...new Set(wanted.flatMap((d) => (d.draft.person?.email ? [d.draft.person.email] : [])))];
    const names = [
      ...new Set(wanted.flatMap((d) => (d.draft.person?.email ? [] : [d.draft.person?.name ?? '']))),
    ];
    const known = new Map<string, string>();
    for (const person of await this.imports.findPeople(em, schema, emails, names)) {
      const key = keyOf(person);
      if (!known.has(key)) known.set(key, person.id);
    }
    for (const { noteId, draft } of wanted) {
      const person = draft.person as { name: string; email: string | null };
      const key = keyOf(person);
      let personId = known.get(key);
      if (!personId) {
        personId = randomUUID();
        known.set(key, personId);
        batch.newPeople.push({ id: personId, name: person.name, email: person.email });
      }
      batch.notePeople.push({ note_id: noteId, person_id: personId });
    }
  }
}
