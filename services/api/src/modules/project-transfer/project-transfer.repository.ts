import { Injectable } from '@nestjs/common';
import { type Region, isUuid } from '@fieldnote/core';
import { Databases, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IMPORT_INSERT_CHUNK } from './project-transfer.limits';

/** A project_transfers row as the driver returns it. */
export interface TransferRow {
  id: string;
  kind: 'EXPORT' | 'IMPORT';
  project_id: string | null;
  project_title: string;
  status: 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED';
  progress: number;
  file_name: string;
  storage_key: string | null;
  size_bytes: string | number;
  record_count: number;
  report: unknown;
  error_code: string | null;
  error_message: string | null;
  created_by: string;
  created_at: Date;
  finished_at: Date | null;
}

/** Any row of a source table, as the driver returns it. */
export type SourceRow = Record<string, unknown>;

/** A column of an import insert: its name, its PostgreSQL type, and how the value is written. */
export interface InsertColumn {
  name: string;
  type: string;
  /** An SQL expression over `x.<name>` (e.g. decode(x.ydoc, 'base64')); `x.<name>` when absent. */
  expression?: string;
}

/**
 * All SQL of project export and import: the transfers' rows, the reads of one project's records
 * (after the service has checked the member may read the project) and the bulk inserts of an import.
 */
@Injectable()
export class ProjectTransferRepository {
  constructor(private readonly databases: Databases) {}

  async regionOf(workspaceId: string): Promise<Region | null> {
    if (!isUuid(workspaceId)) return null;
    const [team] = await this.databases
      .control()
      .em.getConnection()
      .execute<{ region: Region }[]>('select region from control.teams where id = ?', [workspaceId]);
    return team?.region ?? null;
  }

  /** An entity manager of the workspace's schema, for the export job (outside any request). */
  workspaceEm(region: Region, schema: string): EntityManager {
    return this.databases.region(region).em.fork({ schema }) as unknown as EntityManager;
  }

  // ---- transfers

  async insertTransfer(
    em: EntityManager,
    schema: string,
    row: {
      id: string;
      kind: 'EXPORT' | 'IMPORT';
      projectId: string;
      projectTitle: string;
      fileName: string;
      status: string;
      createdBy: string;
    },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('project_transfers')} (id, kind, project_id, project_title, status, file_name, created_by)
       values (?, ?, ?, left(?, 255), ?, left(?, 255), ?)`,
      [row.id, row.kind, row.projectId, row.projectTitle, row.status, row.fileName, row.createdBy],
    );
  }

  async findTransfer(em: EntityManager, schema: string, id: string): Promise<TransferRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.run<TransferRow>(
      em,
      `select * from ${inSchema(schema)('project_transfers')} where id = ?`,
      [id],
    );
    return row ?? null;
  }

  /** The member's own transfers, newest first. */
  listTransfers(em: EntityManager, schema: string, memberId: string, limit: number): Promise<TransferRow[]> {
    return this.run<TransferRow>(
      em,
      `select * from ${inSchema(schema)('project_transfers')} where created_by = ? order by created_at desc, id limit ?`,
      [memberId, limit],
    );
  }

  async setProgress(em: EntityManager, schema: string, id: string, progress: number): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)('project_transfers')} set status = 'RUNNING', progress = ? where id = ? and status in ('QUEUED', 'RUNNING')`,
      [Math.max(0, Math.min(99, Math.floor(progress))), id],
    );
  }

  async complete(
    em: EntityManager,
    schema: string,
    id: string,
    done: {
      storageKey: string | null;
      sizeBytes: number;
      recordCount: number;
      report: unknown;
      projectId?: string;
    },
  ): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)('project_transfers')}
          set status = 'COMPLETED', progress = 100, storage_key = ?, size_bytes = ?, record_count = ?,
              report = ?::jsonb, project_id = coalesce(?, project_id), finished_at = now()
        where id = ?`,
      [
        done.storageKey,
        done.sizeBytes,
        done.recordCount,
        JSON.stringify(done.report ?? null),
        done.projectId ?? null,
        id,
      ],
    );
  }

  async markFailed(
    em: EntityManager,
    schema: string,
    id: string,
    code: string,
    message: string,
  ): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)('project_transfers')}
          set status = 'FAILED', error_code = left(?, 40), error_message = left(?, 1000), finished_at = now()
        where id = ?`,
      [code, message, id],
    );
  }

  // ---- reads of one project (export)

  async project(em: EntityManager, schema: string, projectId: string): Promise<SourceRow | null> {
    const [row] = await this.run(em, `select * from ${inSchema(schema)('projects')} where id = ?`, [
      projectId,
    ]);
    return row ?? null;
  }

  /** The project's folder and the folders above it. */
  folders(em: EntityManager, schema: string, categoryId: string | null): Promise<SourceRow[]> {
    if (!categoryId) return Promise.resolve([]);
    const t = inSchema(schema);
    return this.run(
      em,
      `with recursive up as (
         select id, name, parent_id, 0 as depth from ${t('project_categories')} where id = ?
         union all
         select c.id, c.name, c.parent_id, up.depth + 1 from ${t('project_categories')} c join up on c.id = up.parent_id
          where up.depth < 50)
       select id, name, parent_id from up order by depth desc`,
      [categoryId],
    );
  }

  notes(em: EntityManager, schema: string, projectId: string): Promise<SourceRow[]> {
    return this.run(
      em,
      `select id, title, content, content_json, encode(ydoc, 'base64') as ydoc, created_by, created_at, updated_at
         from ${inSchema(schema)('notes')} where project_id = ? and deleted_at is null order by created_at, id`,
      [projectId],
    );
  }

  notePeople(em: EntityManager, schema: string, projectId: string): Promise<SourceRow[]> {
    const t = inSchema(schema);
    return this.run(
      em,
      `select np.note_id, p.name, p.email from ${t('note_people')} np
         join ${t('people')} p on p.id = np.person_id
         join ${t('notes')} n on n.id = np.note_id
        where n.project_id = ? and n.deleted_at is null order by np.note_id, p.name, p.id`,
      [projectId],
    );
  }

  insights(em: EntityManager, schema: string, projectId: string): Promise<SourceRow[]> {
    return this.run(
      em,
      `select id, title, content, content_json, published, published_at, locked_at, created_by, created_at, updated_at
         from ${inSchema(schema)('insights')} where project_id = ? and deleted_at is null order by created_at, id`,
      [projectId],
    );
  }

  fieldValues(em: EntityManager, schema: string, projectId: string): Promise<SourceRow[]> {
    const t = inSchema(schema);
    return this.run(
      em,
      `select v.field_id, v.note_id, v.insight_id, v.text_value, v.number_value, v.boolean_value, v.date_value, v.option_ids
         from ${t('custom_field_values')} v
         left join ${t('notes')} n on n.id = v.note_id
         left join ${t('insights')} i on i.id = v.insight_id
        where (n.project_id = ? and n.deleted_at is null) or (i.project_id = ? and i.deleted_at is null)
        order by v.field_id, v.id`,
      [projectId, projectId],
    );
  }

  /** The project's own note and insight fields, and the workspace's fields its values use. */
  fields(em: EntityManager, schema: string, projectId: string, usedIds: string[]): Promise<SourceRow[]> {
    return this.run(
      em,
      `select id, target, project_id, label, type, number_format, currency_symbol, max_selectable, options, rank
         from ${inSchema(schema)('custom_fields')}
        where target in ('NOTE', 'INSIGHT') and (project_id = ? or (project_id is null and id in (select (jsonb_array_elements_text(?::jsonb))::uuid)))
        order by rank, id`,
      [projectId, JSON.stringify(usedIds)],
    );
  }

  highlights(em: EntityManager, schema: string, projectId: string): Promise<SourceRow[]> {
    const t = inSchema(schema);
    return this.run(
      em,
      `select h.id, h.note_id, h.text, h.start_offset, h.end_offset, encode(h.start_anchor, 'base64') as start_anchor,
              encode(h.end_anchor, 'base64') as end_anchor, h.detached, h.file_id, h.start_time, h.end_time,
              h.created_by, h.created_at,
              coalesce((select array_agg(ht.tag_id order by ht.tag_id) from ${t('highlight_tags')} ht where ht.highlight_id = h.id), '{}') as tag_ids
         from ${t('highlights')} h join ${t('notes')} n on n.id = h.note_id
        where n.project_id = ? and n.deleted_at is null order by h.created_at, h.id`,
      [projectId],
    );
  }

  tagBoards(em: EntityManager, schema: string, projectId: string): Promise<SourceRow[]> {
    return this.run(
      em,
      `select id, title, rank from ${inSchema(schema)('tag_boards')} where project_id = ? order by rank, id`,
      [projectId],
    );
  }

  tagGroups(em: EntityManager, schema: string, projectId: string): Promise<SourceRow[]> {
    const t = inSchema(schema);
    return this.run(
      em,
      `select g.id, g.board_id, g.title, g.color, g.rank from ${t('tag_groups')} g
         join ${t('tag_boards')} b on b.id = g.board_id where b.project_id = ? order by g.rank, g.id`,
      [projectId],
    );
  }

  placements(em: EntityManager, schema: string, projectId: string): Promise<SourceRow[]> {
    const t = inSchema(schema);
    return this.run(
      em,
      `select p.board_id, p.tag_id, p.group_id, p.rank from ${t('tag_placements')} p
         join ${t('tag_boards')} b on b.id = p.board_id where b.project_id = ? order by p.board_id, p.rank, p.tag_id`,
      [projectId],
    );
  }

  /** The project's tags and the workspace tags its highlights or boards use. */
  tags(em: EntityManager, schema: string, projectId: string, usedIds: string[]): Promise<SourceRow[]> {
    return this.run(
      em,
      `select id, project_id, title, color, description, sentiment from ${inSchema(schema)('tags')}
        where project_id = ? or (project_id is null and id in (select (jsonb_array_elements_text(?::jsonb))::uuid)) order by title, id`,
      [projectId, JSON.stringify(usedIds)],
    );
  }

  files(em: EntityManager, schema: string, projectId: string): Promise<SourceRow[]> {
    const t = inSchema(schema);
    return this.run(
      em,
      `select f.id, f.note_id, f.name, f.mime, f.file_type, f.size, f.status, f.storage_key, f.duration_ms,
              f.created_by, f.created_at
         from ${t('files')} f join ${t('notes')} n on n.id = f.note_id
        where n.project_id = ? and n.deleted_at is null order by f.created_at, f.id`,
      [projectId],
    );
  }

  transcriptCues(em: EntityManager, schema: string, fileIds: string[]): Promise<SourceRow[]> {
    return this.run(
      em,
      `select file_id, position, start_ms, end_ms, speaker, text from ${inSchema(schema)('transcript_cues')}
        where file_id in (select (jsonb_array_elements_text(?::jsonb))::uuid) order by file_id, position`,
      [JSON.stringify(fileIds)],
    );
  }

  projectViews(em: EntityManager, schema: string, projectId: string): Promise<SourceRow[]> {
    return this.run(
      em,
      `select id, title, layout, object_type, rank, state, filter from ${inSchema(schema)('project_views')}
        where project_id = ? order by rank, id`,
      [projectId],
    );
  }

  viewRanks(em: EntityManager, schema: string, projectId: string): Promise<SourceRow[]> {
    const t = inSchema(schema);
    return this.run(
      em,
      `select r.view_id, r.object_id, r.rank from ${t('project_view_ranks')} r
         join ${t('project_views')} v on v.id = r.view_id where v.project_id = ? order by r.view_id, r.rank, r.object_id`,
      [projectId],
    );
  }

  questions(em: EntityManager, schema: string, projectId: string): Promise<SourceRow[]> {
    return this.run(
      em,
      `select id, question_text, question_type, question_options, created_by, created_at
         from ${inSchema(schema)('survey_questions')} where project_id = ? order by created_at, id`,
      [projectId],
    );
  }

  questionResponses(em: EntityManager, schema: string, projectId: string): Promise<SourceRow[]> {
    const t = inSchema(schema);
    return this.run(
      em,
      `select r.id, r.question_id, r.note_id, r.answer_text, r.option_ids, r.created_at
         from ${t('question_responses')} r join ${t('notes')} n on n.id = r.note_id
        where n.project_id = ? and n.deleted_at is null order by r.created_at, r.id`,
      [projectId],
    );
  }

  /**
   * The reels of the project's live insights, in the order an insight lists them, each with its clips
   * in playing order: the ids of highlights that still exist (a deleted highlight has already dropped
   * out of the reel for its readers).
   */
  reels(em: EntityManager, schema: string, projectId: string): Promise<SourceRow[]> {
    const t = inSchema(schema);
    return this.run(
      em,
      `select r.id, r.insight_id, r.title, r.created_by, r.created_at, r.updated_at,
              array(select u.highlight_id from unnest(r.highlight_ids) with ordinality as u(highlight_id, n)
                     where exists (select 1 from ${t('highlights')} h where h.id = u.highlight_id)
                     order by u.n) as highlight_ids
         from ${t('reels')} r join ${t('insights')} i on i.id = r.insight_id
        where i.project_id = ? and i.deleted_at is null order by r.created_at, r.title, r.id`,
      [projectId],
    );
  }

  /** Which of these highlight ids are highlights of the workspace (clips an import keeps as they are). */
  async existingHighlightIds(em: EntityManager, schema: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.run<{ id: string }>(
      em,
      `select id from ${inSchema(schema)('highlights')} where id in (select (jsonb_array_elements_text(?::jsonb))::uuid)`,
      [JSON.stringify(ids)],
    );
    return rows.map((r) => r.id);
  }

  members(
    em: EntityManager,
    schema: string,
    ids: string[],
  ): Promise<{ id: string; name: string; email: string }[]> {
    return this.run(
      em,
      `select id, name, email from ${inSchema(schema)('members')} where id in (select (jsonb_array_elements_text(?::jsonb))::uuid) order by id`,
      [JSON.stringify(ids)],
    );
  }

  // ---- writes of an import

  /** The imported project's summary, colour and icon, as the file has them. */
  async setProjectLook(
    em: EntityManager,
    schema: string,
    projectId: string,
    look: { summary: string | null; color: string | null; icon: string | null },
  ): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schema)('projects')} set summary = ?, color = ?, icon = ? where id = ?`,
      [look.summary, look.color, look.icon, projectId],
    );
  }

  /** Members of the target workspace by lower-cased e-mail. */
  membersByEmail(
    em: EntityManager,
    schema: string,
    emails: string[],
  ): Promise<{ id: string; email: string }[]> {
    return this.run(
      em,
      `select id, lower(email) as email from ${inSchema(schema)('members')}
        where lower(email) in (select jsonb_array_elements_text(?::jsonb)) order by deactivated_at nulls first, created_at`,
      [JSON.stringify(emails)],
    );
  }

  /** Workspace tags of the target by lower-cased title. */
  workspaceTagsByTitle(
    em: EntityManager,
    schema: string,
    titles: string[],
  ): Promise<{ id: string; title: string }[]> {
    return this.run(
      em,
      `select id, lower(title) as title from ${inSchema(schema)('tags')}
        where project_id is null and lower(title) in (select jsonb_array_elements_text(?::jsonb)) order by created_at, id`,
      [JSON.stringify(titles)],
    );
  }

  /** People of the target by lower-cased e-mail, or by name for those without one. */
  peopleByKey(
    em: EntityManager,
    schema: string,
    emails: string[],
    names: string[],
  ): Promise<{ id: string; email: string | null; name: string }[]> {
    return this.run(
      em,
      `select id, lower(email) as email, lower(name) as name from ${inSchema(schema)('people')}
        where lower(email) in (select jsonb_array_elements_text(?::jsonb)) or (email is null and lower(name) in (select jsonb_array_elements_text(?::jsonb))) order by created_at, id`,
      [JSON.stringify(emails), JSON.stringify(names)],
    );
  }

  /** Inserts `rows` into `table` in chunks, each one statement over a JSON recordset. */
  async insertRows(
    em: EntityManager,
    schema: string,
    table: string,
    columns: InsertColumn[],
    rows: Record<string, unknown>[],
  ): Promise<void> {
    if (rows.length === 0) return;
    const names = columns.map((c) => c.name).join(', ');
    const values = columns.map((c) => c.expression ?? `x.${c.name}`).join(', ');
    const record = columns.map((c) => `${c.name} ${c.type}`).join(', ');
    const sql = `insert into ${inSchema(schema)(table)} (${names})
      select ${values} from jsonb_to_recordset(?::jsonb) as x(${record})`;
    for (let i = 0; i < rows.length; i += IMPORT_INSERT_CHUNK)
      await this.run(em, sql, [JSON.stringify(rows.slice(i, i + IMPORT_INSERT_CHUNK))]);
  }

  private run<T = SourceRow>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}
