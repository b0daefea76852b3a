import { Injectable } from '@nestjs/common';
import type { DataRetentionCategory } from '@fieldnote/core';
import { Databases, inSchema, uuidArray } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobRows } from '../../common/job-rows.repository';

/** A data_retention_policies row: the workspace's (no project) or a project's override. */
export interface PolicyRow {
  id: string;
  project_id: string | null;
  recordings_days: number | null;
  notes_days: number | null;
  trash_days: number | null;
  keep_highlights_and_transcripts: boolean;
  locked: boolean;
  updated_by: string | null;
  updated_at: Date;
}

/** The policy's periods and option, as written. */
export interface PolicyValues {
  recordingsDays: number | null;
  notesDays: number | null;
  trashDays: number | null;
  keepHighlightsAndTranscripts: boolean;
}

/** What an earlier warning already announced for a project's kind: items older than `cutoff` (as of `warnedAt`). */
export interface Coverage {
  cutoff: Date;
  warnedAt: Date;
}

/** A live project the job walks. */
export interface ProjectRow {
  id: string;
  title: string;
}

/** A notice item whose deletion is due. */
export interface DueItemRow {
  notice_id: string;
  project_id: string;
  project_title: string;
  category: DataRetentionCategory;
  days: number;
  cutoff: Date;
  expected: number;
  deleted: number;
  warned_at: Date;
  /** When the item's project went to the trash, for a trashed project's item (TRASH only). */
  project_deleted_at: Date | null;
}

/** A project in the trash: kept until its trash period has passed (then the job deletes it for good). */
export interface TrashedProjectRow {
  id: string;
  title: string;
  deleted_at: Date;
}

/** A notice not carried out yet, with what it announced. */
export interface OpenNoticeRow {
  id: string;
  warned_at: Date;
  deletes_at: Date;
  project_id: string;
  category: DataRetentionCategory;
  days: number;
  expected: number;
}

/** What one batch removed: ids (for the events) and the storage keys whose bytes go after commit. */
export interface BatchResult {
  count: number;
  storageKeys: string[];
  files: { id: string; note_id: string }[];
  highlights: { id: string; note_id: string }[];
  notes: { id: string; project_id: string }[];
  insights: { id: string; project_id: string }[];
  /** A trashed project deleted for good by this batch. */
  project?: { id: string };
  /** Whether the item is finished, when the row count cannot tell (a trashed project's last batch). */
  finished?: boolean;
}

/**
 * The SQL of data retention: policies, the notices managers were warned by, the counts of what a
 * policy would delete, and the job's batches (each picks at most `limit` rows with SKIP LOCKED, so
 * two runs at once never wait on each other and a batch holds its locks only for its own short
 * transaction). What is never deleted is decided here once: a file still UPLOADING, and a note with
 * an uploading file or written by a bulk import that is still queued or running.
 */
@Injectable()
export class DataRetentionRepository extends JobRows {
  constructor(databases: Databases) {
    super(databases);
  }

  /** Keeps a batch's locks short: it gives up rather than wait over a second for a row a person holds. */
  async limitLockWait(em: EntityManager): Promise<void> {
    await this.run(em, `set local lock_timeout = '1s'`);
  }

  async policies(em: EntityManager, schema: string): Promise<PolicyRow[]> {
    return this.run<PolicyRow>(em, `select * from ${inSchema(schema)('data_retention_policies')}`);
  }

  async policyOf(em: EntityManager, schema: string, projectId: string | null): Promise<PolicyRow | null> {
    const t = inSchema(schema);
    const [row] = projectId
      ? await this.run<PolicyRow>(em, `select * from ${t('data_retention_policies')} where project_id = ?`, [
          projectId,
        ])
      : await this.run<PolicyRow>(
          em,
          `select * from ${t('data_retention_policies')} where project_id is null`,
        );
    return row ?? null;
  }

  /** Writes the workspace's policy (one row without a project) or a project's override. */
  async upsertPolicy(
    em: EntityManager,
    schema: string,
    row: { id: string; projectId: string | null; values: PolicyValues; locked: boolean; updatedBy: string },
  ): Promise<void> {
    const t = inSchema(schema);
    await this.run(
      em,
      `insert into ${t('data_retention_policies')} as p (id, project_id, recordings_days, notes_days, trash_days,
         keep_highlights_and_transcripts, locked, updated_by, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, now())
       on conflict (coalesce(project_id, '00000000-0000-0000-0000-000000000000'::uuid)) do update set
         recordings_days = excluded.recordings_days, notes_days = excluded.notes_days,
         trash_days = excluded.trash_days,
         keep_highlights_and_transcripts = excluded.keep_highlights_and_transcripts,
         locked = excluded.locked, updated_by = excluded.updated_by, updated_at = now()`,
      [
        row.id,
        row.projectId,
        row.values.recordingsDays,
        row.values.notesDays,
        row.values.trashDays,
        row.values.keepHighlightsAndTranscripts,
        row.locked,
        row.updatedBy,
      ],
    );
  }

  async deleteProjectPolicy(em: EntityManager, schema: string, projectId: string): Promise<boolean> {
    const rows = await this.run<{ id: string }>(
      em,
      `delete from ${inSchema(schema)('data_retention_policies')} where project_id = ? returning id`,
      [projectId],
    );
    return rows.length > 0;
  }

  /** Projects outside the trash (a trashed project keeps its data until it is deleted for good). */
  async liveProjects(em: EntityManager, schema: string): Promise<ProjectRow[]> {
    return this.run<ProjectRow>(
      em,
      `select id, title from ${inSchema(schema)('projects')} where deleted_at is null order by id`,
    );
  }

  /** Projects in the trash: each is deleted for good once its trash period has passed. */
  async trashedProjects(em: EntityManager, schema: string): Promise<TrashedProjectRow[]> {
    return this.run<TrashedProjectRow>(
      em,
      `select id, title, deleted_at from ${inSchema(schema)('projects')} where deleted_at is not null order by id`,
    );
  }

  /**
   * One batch of a trashed project's contents deleted for good: its notes (every one, trashed or
   * not, but none a job is still writing) and then its insights; once both are gone, the project
   * itself (the database cascades its tags, views, fields and the rest). `finished` says whether the
   * project is gone; a project kept by a note still uploading waits for a later run.
   */
  async purgeTrashedProjectBatch(
    em: EntityManager,
    schema: string,
    projectId: string,
    cutoff: Date,
    limit: number,
  ): Promise<BatchResult> {
    const t = inSchema(schema);
    const result = emptyBatch();
    const [project] = await this.run<{ id: string }>(
      em,
      `select id from ${t('projects')} where id = ? and deleted_at < ?`,
      [projectId, cutoff],
    );
    // Restored, or not due under the period now in force: nothing to do.
    if (!project) return { ...result, finished: true };
    const picked = await this.run<{ id: string }>(
      em,
      `select n.id from ${t('notes')} n where n.project_id = ? and ${this.noteIsFree(t)}
       limit ? for update skip locked`,
      [projectId, limit],
    );
    if (picked.length > 0) {
      const ids = uuidArray(picked.map((n) => n.id));
      const keys = await this.run<{ storage_key: string }>(
        em,
        `select storage_key from ${t('files')} where note_id = any(?::uuid[])`,
        [ids],
      );
      result.storageKeys = keys.map((k) => k.storage_key);
      result.notes = await this.run<{ id: string; project_id: string }>(
        em,
        `delete from ${t('notes')} where id = any(?::uuid[]) returning id, project_id`,
        [ids],
      );
    }
    const room = limit - result.notes.length;
    if (room > 0)
      result.insights = await this.run<{ id: string; project_id: string }>(
        em,
        `delete from ${t('insights')} where id in (select i.id from ${t('insights')} i
           where i.project_id = ? limit ? for update skip locked)
         returning id, project_id`,
        [projectId, room],
      );
    result.count = result.notes.length + result.insights.length;
    if (result.count > 0) return { ...result, finished: false };
    const [gone] = await this.run<{ id: string }>(
      em,
      `delete from ${t('projects')} p where p.id = ?
         and not exists (select 1 from ${t('notes')} n where n.project_id = p.id)
         and not exists (select 1 from ${t('insights')} i where i.project_id = p.id)
       returning p.id`,
      [projectId],
    );
    // A note still being written keeps the project (and the item open) until a later run.
    return gone ? { ...result, count: 1, project: gone, finished: true } : { ...result, finished: false };
  }

  /** Active managers: who hears of a deletion before it happens. */
  async managerIds(em: EntityManager, schema: string): Promise<string[]> {
    const rows = await this.run<{ id: string }>(
      em,
      `select id from ${inSchema(schema)('members')} where role = 'MANAGER' and deactivated_at is null`,
    );
    return rows.map((r) => r.id);
  }

  /**
   * How many of a project's items of `category` are older than `cutoff` and may be deleted (files
   * and notes by creation, the trash by when they were trashed), not counting those an earlier
   * warning announced (`covered`). A note counts as announced only if it has not changed since that
   * warning: a note imported later with an old date, or edited since, is announced again.
   */
  async countExpiring(
    em: EntityManager,
    schema: string,
    projectId: string,
    category: DataRetentionCategory,
    cutoff: Date,
    covered: Coverage | null,
  ): Promise<number> {
    const t = inSchema(schema);
    const from = covered?.cutoff ?? new Date(0);
    let sql: string;
    let params: unknown[];
    if (category === 'RECORDINGS') {
      sql = `select count(*)::int as n from ${t('files')} f join ${t('notes')} n on n.id = f.note_id
        where n.project_id = ? and f.content_deleted_at is null and f.status <> 'UPLOADING'
          and f.created_at < ? and f.created_at >= ?`;
      params = [projectId, cutoff, from];
    } else if (category === 'NOTES') {
      sql = `select count(*)::int as n from ${t('notes')} n
        where n.project_id = ? and n.deleted_at is null and n.created_at < ?
          and not (n.created_at < ? and n.updated_at <= ?)
          and ${this.noteIsFree(t)}`;
      params = [projectId, cutoff, from, covered?.warnedAt ?? new Date(0)];
    } else {
      sql = `select (select count(*) from ${t('notes')} n where n.project_id = ? and n.deleted_at < ?
            and n.deleted_at >= ? and ${this.noteIsFree(t)})
          + (select count(*) from ${t('insights')} i where i.project_id = ? and i.deleted_at < ?
            and i.deleted_at >= ?) as n`;
      params = [projectId, cutoff, from, projectId, cutoff, from];
    }
    const [row] = await this.run<{ n: number | string }>(em, sql, params);
    return Number(row?.n ?? 0);
  }

  /** A note no job is still writing: none of its files is uploading, no import writing it is unfinished. */
  private noteIsFree(t: ReturnType<typeof inSchema>): string {
    return `not exists (select 1 from ${t('files')} uf where uf.note_id = n.id and uf.status = 'UPLOADING')
      and not exists (select 1 from ${t('bulk_import_rows')} br join ${t('bulk_imports')} bi on bi.id = br.bulk_import_id
        where br.note_id = n.id and bi.status in ('QUEUED', 'RUNNING'))`;
  }

  /** The newest cutoff already announced for a project's category, and when: older items are covered. */
  async coverage(
    em: EntityManager,
    schema: string,
    projectId: string,
    category: DataRetentionCategory,
  ): Promise<Coverage | null> {
    const t = inSchema(schema);
    const [row] = await this.run<{ cutoff: Date; warned_at: Date }>(
      em,
      `select i.cutoff, d.warned_at from ${t('data_retention_notice_items')} i
       join ${t('data_retention_notices')} d on d.id = i.notice_id
       where i.project_id = ? and i.category = ? order by i.cutoff desc limit 1`,
      [projectId, category],
    );
    return row ? { cutoff: new Date(row.cutoff), warnedAt: new Date(row.warned_at) } : null;
  }

  /** When the newest warning went out, or null. */
  async lastWarnedAt(em: EntityManager, schema: string): Promise<Date | null> {
    const [row] = await this.run<{ at: Date | null }>(
      em,
      `select max(warned_at) as at from ${inSchema(schema)('data_retention_notices')}`,
    );
    return row?.at ? new Date(row.at) : null;
  }

  async insertNotice(
    em: EntityManager,
    schema: string,
    notice: {
      id: string;
      warnedAt: Date;
      deletesAt: Date;
      recordings: number;
      notes: number;
      trash: number;
      items: {
        projectId: string;
        category: DataRetentionCategory;
        days: number;
        cutoff: Date;
        expected: number;
      }[];
    },
  ): Promise<void> {
    const t = inSchema(schema);
    await this.run(
      em,
      `insert into ${t('data_retention_notices')} (id, warned_at, deletes_at, recordings, notes, trash)
       values (?, ?, ?, ?, ?, ?)`,
      [notice.id, notice.warnedAt, notice.deletesAt, notice.recordings, notice.notes, notice.trash],
    );
    await this.run(
      em,
      `insert into ${t('data_retention_notice_items')} (notice_id, project_id, category, days, cutoff, expected)
       select ?, x.project_id, x.category, x.days, x.cutoff, x.expected
       from jsonb_to_recordset(?::jsonb) as x(project_id uuid, category text, days int, cutoff timestamptz, expected int)`,
      [
        notice.id,
        JSON.stringify(
          notice.items.map((i) => ({
            project_id: i.projectId,
            category: i.category,
            days: i.days,
            cutoff: i.cutoff.toISOString(),
            expected: i.expected,
          })),
        ),
      ],
    );
  }

  /**
   * Notice items due at `now` and not done, of live projects, and the trash items of projects in the
   * trash (a trashed project's other data waits, as the project does), oldest notice first.
   */
  async dueItems(em: EntityManager, schema: string, now: Date): Promise<DueItemRow[]> {
    const t = inSchema(schema);
    return this.run<DueItemRow>(
      em,
      `select i.notice_id, i.project_id, p.title as project_title, i.category, i.days, i.cutoff, i.expected, i.deleted,
         d.warned_at, p.deleted_at as project_deleted_at
       from ${t('data_retention_notice_items')} i
       join ${t('data_retention_notices')} d on d.id = i.notice_id
       join ${t('projects')} p on p.id = i.project_id and (p.deleted_at is null or i.category = 'TRASH')
       where i.done_at is null and d.deletes_at <= ?
       order by d.deletes_at, i.notice_id, i.project_id, i.category`,
      [now],
    );
  }

  /** Notices not carried out yet, per project and kind (what the settings page shows as scheduled). */
  async openNotices(em: EntityManager, schema: string): Promise<OpenNoticeRow[]> {
    const t = inSchema(schema);
    return this.run<OpenNoticeRow>(
      em,
      `select d.id, d.warned_at, d.deletes_at, i.project_id, i.category, i.days, i.expected
       from ${t('data_retention_notices')} d join ${t('data_retention_notice_items')} i on i.notice_id = d.id
       where i.done_at is null order by d.deletes_at`,
    );
  }

  /** Counts a batch's rows into the item's progress, and marks it done when the batch was the last. */
  async advanceItem(
    em: EntityManager,
    schema: string,
    item: { noticeId: string; projectId: string; category: DataRetentionCategory },
    deleted: number,
    done: boolean,
    now: Date,
  ): Promise<number> {
    const [row] = await this.run<{ deleted: number }>(
      em,
      `update ${inSchema(schema)('data_retention_notice_items')} set deleted = deleted + ?,
         done_at = case when ? then ?::timestamptz else null end
       where notice_id = ? and project_id = ? and category = ? returning deleted`,
      [deleted, done, now, item.noticeId, item.projectId, item.category],
    );
    return row?.deleted ?? 0;
  }

  /** Closes the notices whose items are all done (or whose projects are gone). */
  async completeNotices(em: EntityManager, schema: string, now: Date): Promise<void> {
    const t = inSchema(schema);
    await this.run(
      em,
      `update ${t('data_retention_notices')} d set completed_at = ?
       where d.completed_at is null and d.deletes_at <= ?
         and not exists (select 1 from ${t('data_retention_notice_items')} i
           join ${t('projects')} p on p.id = i.project_id and p.deleted_at is null
           where i.notice_id = d.id and i.done_at is null)`,
      [now, now],
    );
  }

  /**
   * One batch of a project's files older than `cutoff`, in no particular order: ordering by date
   * across the project's notes would sort every expired file on each batch (100,000 files: 583 s
   * in all), while without it the (note_id, created_at) index stops at `limit` rows. With `keep`, recordings (audio, video) keep
   * their row, transcript and highlights and lose their bytes (content_deleted_at); other files, and
   * every file without `keep`, are deleted with their transcript, and without `keep` the highlights
   * cut from them go too.
   */
  async deleteFilesBatch(
    em: EntityManager,
    schema: string,
    projectId: string,
    cutoff: Date,
    keep: boolean,
    limit: number,
    now: Date,
  ): Promise<BatchResult> {
    const t = inSchema(schema);
    const picked = await this.run<{ id: string; note_id: string; storage_key: string; file_type: string }>(
      em,
      `select f.id, f.note_id, f.storage_key, f.file_type from ${t('files')} f join ${t('notes')} n on n.id = f.note_id
       where n.project_id = ? and f.content_deleted_at is null and f.status <> 'UPLOADING' and f.created_at < ?
       limit ? for update of f skip locked`,
      [projectId, cutoff, limit],
    );
    const result = emptyBatch();
    if (picked.length === 0) return result;
    const media = (f: { file_type: string }) => f.file_type === 'AUDIO' || f.file_type === 'VIDEO';
    const kept = keep ? picked.filter(media) : [];
    const removed = keep ? picked.filter((f) => !media(f)) : picked;
    if (kept.length > 0)
      await this.run(em, `update ${t('files')} set content_deleted_at = ? where id = any(?::uuid[])`, [
        now,
        uuidArray(kept.map((f) => f.id)),
      ]);
    if (removed.length > 0) {
      if (!keep)
        result.highlights = await this.run<{ id: string; note_id: string }>(
          em,
          `delete from ${t('highlights')} where file_id = any(?::uuid[]) returning id, note_id`,
          [uuidArray(removed.map((f) => f.id))],
        );
      await this.run(em, `delete from ${t('files')} where id = any(?::uuid[])`, [
        uuidArray(removed.map((f) => f.id)),
      ]);
    }
    result.count = picked.length;
    result.storageKeys = picked.map((f) => f.storage_key);
    result.files = picked.map((f) => ({ id: f.id, note_id: f.note_id }));
    return result;
  }

  /**
   * One batch of a project's live notes created before `cutoff`, moved to the trash; only notes
   * unchanged since the warning (`warnedAt`), so each one was there, as it is, when it was announced.
   */
  async trashNotesBatch(
    em: EntityManager,
    schema: string,
    projectId: string,
    cutoff: Date,
    warnedAt: Date,
    limit: number,
    now: Date,
  ): Promise<BatchResult> {
    const t = inSchema(schema);
    const notes = await this.run<{ id: string; project_id: string }>(
      em,
      `update ${t('notes')} set deleted_at = ?, deleted_by = null
       where id in (select n.id from ${t('notes')} n where n.project_id = ? and n.deleted_at is null
         and n.created_at < ? and n.updated_at <= ? and ${this.noteIsFree(t)}
         order by n.created_at, n.id limit ? for update skip locked)
       returning id, project_id`,
      [now, projectId, cutoff, warnedAt, limit],
    );
    return { ...emptyBatch(), count: notes.length, notes };
  }

  /**
   * One batch of a project's notes and insights in the trash since before `cutoff`, deleted for good
   * (the database cascades their highlights, files and comments); the files' keys are read first.
   */
  async purgeTrashBatch(
    em: EntityManager,
    schema: string,
    projectId: string,
    cutoff: Date,
    limit: number,
  ): Promise<BatchResult> {
    const t = inSchema(schema);
    const picked = await this.run<{ id: string }>(
      em,
      `select n.id from ${t('notes')} n where n.project_id = ? and n.deleted_at < ? and ${this.noteIsFree(t)}
       order by n.deleted_at, n.id limit ? for update skip locked`,
      [projectId, cutoff, limit],
    );
    const result = emptyBatch();
    if (picked.length > 0) {
      const ids = uuidArray(picked.map((n) => n.id));
      const keys = await this.run<{ storage_key: string }>(
        em,
        `select storage_key from ${t('files')} where note_id = any(?::uuid[])`,
        [ids],
      );
      result.storageKeys = keys.map((k) => k.storage_key);
      result.notes = await this.run<{ id: string; project_id: string }>(
        em,
        `delete from ${t('notes')} where id = any(?::uuid[]) returning id, project_id`,
        [ids],
      );
    }
    const room = limit - result.notes.length;
    if (room > 0)
      result.insights = await this.run<{ id: string; project_id: string }>(
        em,
        `delete from ${t('insights')} where id in (select i.id from ${t('insights')} i
           where i.project_id = ? and i.deleted_at < ? order by i.deleted_at, i.id limit ? for update skip locked)
         returning id, project_id`,
        [projectId, cutoff, room],
      );
    result.count = result.notes.length + result.insights.length;
    return result;
  }

  /** Writes a data retention warning into a manager's inbox. */
  async insertWarning(
    em: EntityManager,
    schema: string,
    row: { id: string; recipientId: string; excerpt: string; createdAt: Date },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('notifications')} (id, recipient_id, kind, excerpt, created_at)
       values (?, ?, 'DATA_RETENTION_WARNING', ?, ?) on conflict (id) do nothing`,
      [row.id, row.recipientId, row.excerpt, row.createdAt],
    );
  }

  async projectTitle(em: EntityManager, schema: string, projectId: string): Promise<string | null> {
    const [row] = await this.run<{ title: string }>(
      em,
      `select title from ${inSchema(schema)('projects')} where id = ?`,
      [projectId],
    );
    return row?.title ?? null;
  }
}

function emptyBatch(): BatchResult {
  return { count: 0, storageKeys: [], files: [], highlights: [], notes: [], insights: [] };
}
