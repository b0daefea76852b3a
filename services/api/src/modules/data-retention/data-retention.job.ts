import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Inject, Injectable } from '@nestjs/common';
import {
  AuditAction,
  AuditObjectType,
  DATA_RETENTION_CATEGORIES,
  DATA_RETENTION_EVENTS,
  DATA_RETENTION_WARNING_DAYS,
  type DataRetentionCategory,
  FILE_EVENTS,
  HIGHLIGHT_EVENTS,
  INSIGHT_EVENTS,
  type Logger,
  NOTE_EVENTS,
  NOTIFICATION_EVENTS,
  PROJECT_EVENTS,
} from '@fieldnote/core';
import { EntitlementsService, recordAuditEntry } from '@fieldnote/control-plane';
import { LOGGER, advisoryXactLock, workspaceSchemaName } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent, recordEvents } from '../../common/record-event';
import { FileBytesCleanup } from '../file-storage';
import {
  type BatchResult,
  type Coverage,
  DataRetentionRepository,
  type DueItemRow,
  type TrashedProjectRow,
} from './data-retention.repository';
import { nextBatchSize } from './batch-size.util';
import { policyLockKey } from './data-retention.service';
import { NO_RETENTION, daysFor, effectivePolicies } from './effective-policy';
import { type NoticeGroup, noticeText } from './retention-notice-text';

const DAY_MS = 86_400_000;
/**
 * Rows one batch deletes at most: small, so each transaction is short and holds its row locks
 * briefly; smaller still while batches take long (nextBatchSize).
 */
export const DATA_RETENTION_BATCH = 200;

/** What one run of the job did in a workspace. */
export interface SweepReport {
  warned: boolean;
  deleted: Record<DataRetentionCategory, number>;
  batches: number;
  /** The longest batch transaction, in ms: every row lock of the job is held at most this long. */
  longestBatchMs: number;
}

/**
 * The retention job of one workspace, run at `now` (the worker's tick, or a test's clock):
 * 1. carries out the notices whose 7 days have passed: per project and kind, everything older than
 *    both the notice's cutoff and the project's current period goes, in batches of
 *    DATA_RETENTION_BATCH rows, each batch one short transaction with its progress, its events and
 *    (with the last batch) its audit entry; file bytes are removed after each commit. A run stopped
 *    half-way resumes from the database at the next run, and a second run finds nothing left to do.
 * 2. once a day, warns the managers (in-app and by mail, through the notifier) of everything that
 *    will have expired 7 days from now and was not announced yet, and records it as a notice.
 * Nothing unannounced is deleted: an item goes only when older than a cutoff a warning named.
 */
@Injectable()
export class DataRetentionJob {
  constructor(
    private readonly retention: DataRetentionRepository,
    private readonly entitlements: EntitlementsService,
    private readonly fileBytes: FileBytesCleanup,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async sweep(workspaceId: string, now: Date, batchSize = DATA_RETENTION_BATCH): Promise<SweepReport> {
    const report: SweepReport = {
      warned: false,
      deleted: { RECORDINGS: 0, NOTES: 0, TRASH: 0 },
      batches: 0,
      longestBatchMs: 0,
    };
    const region = await this.retention.regionOf(workspaceId);
    if (!region) return report;
    // A plan without retention policies keeps everything, whatever policy was set before.
    if (!(await this.entitlements.of(workspaceId)).entitlements.allowRetentionPolicy) return report;
    const schema = workspaceSchemaName(workspaceId);
    const em = this.retention.workspaceEm(region, schema);
    const rows = await this.retention.policies(em, schema);
    if (rows.length === 0 && (await this.retention.dueItems(em, schema, now)).length === 0) return report;
    const projects = await this.retention.liveProjects(em, schema);
    const trashed = await this.retention.trashedProjects(em, schema);
    // A project in the trash follows its policy too: its trash period says when it goes for good.
    const policies = effectivePolicies(
      rows,
      [...projects, ...trashed].map((p) => p.id),
    );

    for (const item of await this.retention.dueItems(em, schema, now)) {
      const policy = policies.get(item.project_id);
      const days = policy ? daysFor(policy, item.category) : null;
      await this.carryOut(
        em,
        workspaceId,
        schema,
        item,
        days,
        policy?.keepHighlightsAndTranscripts ?? true,
        now,
        batchSize,
        report,
      );
    }
    await em.transactional((tx) => this.retention.completeNotices(tx, schema, now));

    // Read again: the deletions above may have taken trashed projects away.
    const stillTrashed = await this.retention.trashedProjects(em, schema);
    report.warned = await this.warn(em, workspaceId, schema, projects, stillTrashed, policies, now);
    return report;
  }

  /** Deletes one notice item's expired rows, batch by batch, until none is left. */
  private async carryOut(
    em: EntityManager,
    workspaceId: string,
    schema: string,
    item: DueItemRow,
    days: number | null,
    keep: boolean,
    now: Date,
    batchSize: number,
    report: SweepReport,
  ): Promise<void> {
    const key = { noticeId: item.notice_id, projectId: item.project_id, category: item.category };
    // The period now in force (it may have grown, or retention been turned off, since the warning).
    const cutoff =
      days === null
        ? null
        : new Date(Math.min(new Date(item.cutoff).getTime(), now.getTime() - days * DAY_MS));
    let size = batchSize;
    for (;;) {
      const started = performance.now();
      const limit = size;
      const batch = await em.transactional(async (tx) => {
        await this.retention.limitLockWait(tx);
        const result = cutoff ? await this.deleteBatch(tx, schema, item, cutoff, keep, limit, now) : null;
        const rows = result?.count ?? 0;
        const done = result?.finished ?? rows < limit;
        // A trashed project was announced as one item: it counts once, when it is gone.
        const count = item.project_deleted_at ? (result?.project ? 1 : 0) : rows;
        const total = await this.retention.advanceItem(tx, schema, key, count, done, now);
        if (result && rows > 0) {
          await this.announceBatch(tx, workspaceId, item, result);
          await recordEvent(tx, DATA_RETENTION_EVENTS.deleted, workspaceId, {
            noticeId: item.notice_id,
            projectId: item.project_id,
            category: item.category,
            count,
          });
        }
        if (done)
          await recordAuditEntry(tx, schema, {
            actor: null,
            action: AuditAction.DATA_RETENTION_DELETED,
            objectType: AuditObjectType.DATA_RETENTION,
            objectId: item.project_id,
            objectLabel: item.project_title,
            newValue: {
              kind: item.category,
              days: days ?? 'off',
              announced: item.expected,
              deleted: total,
              keepHighlightsAndTranscripts: item.category === 'RECORDINGS' ? keep : undefined,
            },
          });
        return { result, count, rows, done };
      });
      report.batches++;
      const elapsed = performance.now() - started;
      report.longestBatchMs = Math.max(report.longestBatchMs, elapsed);
      size = nextBatchSize(size, elapsed, batchSize);
      report.deleted[item.category] += batch.count;
      // Only once committed: a rolled-back batch keeps its bytes.
      if (batch.result?.storageKeys.length) await this.fileBytes.remove(batch.result.storageKeys);
      // Done, or held back (a trashed project with a note still being written): a later run goes on.
      if (batch.done || batch.rows === 0) return;
    }
  }

  private deleteBatch(
    tx: EntityManager,
    schema: string,
    item: DueItemRow,
    cutoff: Date,
    keep: boolean,
    limit: number,
    now: Date,
  ): Promise<BatchResult> {
    if (item.category === 'RECORDINGS')
      return this.retention.deleteFilesBatch(tx, schema, item.project_id, cutoff, keep, limit, now);
    if (item.category === 'NOTES')
      return this.retention.trashNotesBatch(tx, schema, item.project_id, cutoff, item.warned_at, limit, now);
    if (item.project_deleted_at)
      return this.retention.purgeTrashedProjectBatch(tx, schema, item.project_id, cutoff, limit);
    return this.retention.purgeTrashBatch(tx, schema, item.project_id, cutoff, limit);
  }

  /** The same catalogued events a person's deletion writes, so search, live pages and webhooks follow. */
  private async announceBatch(
    tx: EntityManager,
    workspaceId: string,
    item: DueItemRow,
    result: BatchResult,
  ): Promise<void> {
    const projectId = item.project_id;
    await recordEvents(
      tx,
      HIGHLIGHT_EVENTS.deleted,
      workspaceId,
      result.highlights.map((h) => ({ highlightId: h.id, noteId: h.note_id })),
    );
    // Files whose row is gone (a kept recording stays, without its bytes).
    if (item.category === 'RECORDINGS')
      await recordEvents(
        tx,
        FILE_EVENTS.deleted,
        workspaceId,
        result.files.map((f) => ({ fileId: f.id, noteId: f.note_id })),
      );
    const notes = result.notes.map((n) => ({ noteId: n.id, projectId }));
    await recordEvents(
      tx,
      item.category === 'NOTES' ? NOTE_EVENTS.trashed : NOTE_EVENTS.deleted,
      workspaceId,
      notes,
    );
    await recordEvents(
      tx,
      INSIGHT_EVENTS.deleted,
      workspaceId,
      result.insights.map((i) => ({ insightId: i.id, projectId })),
    );
    if (result.project) await recordEvent(tx, PROJECT_EVENTS.deleted, workspaceId, { projectId });
  }

  /**
   * Once a day: what will have expired 7 days from now and no warning named yet, per project and
   * kind; if anything, one notice, one in-app warning per manager (mailed by the notifier) and an
   * audit entry, in one transaction.
   */
  private async warn(
    em: EntityManager,
    workspaceId: string,
    schema: string,
    projects: { id: string }[],
    trashed: TrashedProjectRow[],
    policies: ReturnType<typeof effectivePolicies>,
    now: Date,
  ): Promise<boolean> {
    const last = await this.retention.lastWarnedAt(em, schema);
    if (last && now.getTime() - last.getTime() < DAY_MS) return false;
    const deletesAt = new Date(now.getTime() + DATA_RETENTION_WARNING_DAYS * DAY_MS);
    const items: {
      projectId: string;
      category: DataRetentionCategory;
      days: number;
      cutoff: Date;
      expected: number;
    }[] = [];
    for (const project of projects) {
      const policy = policies.get(project.id);
      if (!policy) continue;
      for (const category of DATA_RETENTION_CATEGORIES) {
        const days = daysFor(policy, category);
        if (days === null) continue;
        const cutoff = new Date(deletesAt.getTime() - days * DAY_MS);
        const covered = await this.retention.coverage(em, schema, project.id, category);
        // Files and the trash: nothing new before the last cutoff (notes may be, see countExpiring).
        if (covered && covered.cutoff >= cutoff && category !== 'NOTES') continue;
        const expected = await this.retention.countExpiring(
          em,
          schema,
          project.id,
          category,
          cutoff,
          covered,
        );
        if (expected > 0) items.push({ projectId: project.id, category, days, cutoff, expected });
      }
    }
    // A project in the trash is one item in the trash: it goes whole, with everything in it.
    for (const project of trashed) {
      const days = daysFor(policies.get(project.id) ?? NO_RETENTION, 'TRASH');
      if (days === null) continue;
      const cutoff = new Date(deletesAt.getTime() - days * DAY_MS);
      const covered = await this.retention.coverage(em, schema, project.id, 'TRASH');
      if (trashedProjectExpiring(project, cutoff, covered))
        items.push({ projectId: project.id, category: 'TRASH', days, cutoff, expected: 1 });
    }
    if (items.length === 0) return false;
    const sum = (category: DataRetentionCategory) =>
      items.filter((i) => i.category === category).reduce((n, i) => n + i.expected, 0);
    const groups: NoticeGroup[] = items.map((i) => ({
      category: i.category,
      days: i.days,
      count: i.expected,
    }));
    const text = noticeText(deletesAt, groups);
    return em.transactional(async (tx) => {
      await advisoryXactLock(tx, policyLockKey(schema));
      // Another run warned meanwhile: its notice covers these.
      const again = await this.retention.lastWarnedAt(tx, schema);
      if (again && now.getTime() - again.getTime() < DAY_MS) return false;
      const noticeId = randomUUID();
      const counts = { recordings: sum('RECORDINGS'), notes: sum('NOTES'), trash: sum('TRASH') };
      await this.retention.insertNotice(tx, schema, {
        id: noticeId,
        warnedAt: now,
        deletesAt,
        ...counts,
        items,
      });
      for (const recipientId of await this.retention.managerIds(tx, schema)) {
        const id = randomUUID();
        await this.retention.insertWarning(tx, schema, { id, recipientId, excerpt: text, createdAt: now });
        await recordEvent(tx, NOTIFICATION_EVENTS.created, workspaceId, {
          notificationId: id,
          recipientId,
          kind: 'DATA_RETENTION_WARNING',
        });
      }
      await recordEvent(tx, DATA_RETENTION_EVENTS.warned, workspaceId, {
        noticeId,
        deletesAt: deletesAt.toISOString(),
        ...counts,
      });
      await recordAuditEntry(tx, schema, {
        actor: null,
        action: AuditAction.DATA_RETENTION_WARNING_SENT,
        objectType: AuditObjectType.DATA_RETENTION,
        objectId: noticeId,
        objectLabel: text,
        newValue: { deletesAt: deletesAt.toISOString(), ...counts },
      });
      this.logger.info({ workspaceId, noticeId, ...counts }, 'data retention warning sent');
      return true;
    });
  }
}

/**
 * Whether a project in the trash will have been there longer than `cutoff` allows and no warning
 * named it yet. A warning named it when it was given after the project went to the trash, with a
 * cutoff past that moment (an earlier one was about the notes it had in its trash while live).
 */
function trashedProjectExpiring(project: TrashedProjectRow, cutoff: Date, covered: Coverage | null): boolean {
  const trashedAt = new Date(project.deleted_at);
  if (trashedAt >= cutoff) return false;
  return !(covered && new Date(covered.warnedAt) >= trashedAt && new Date(covered.cutoff) > trashedAt);
}
