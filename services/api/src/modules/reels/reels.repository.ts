import { Injectable } from '@nestjs/common';
import { inSchema, uuidArray } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A reel of an insight as stored: its clips are highlight ids in playing order. */
export interface ReelRow {
  id: string;
  insight_id: string;
  title: string;
  highlight_ids: string[];
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

/** A media file a clip plays from. */
export interface ClipFileRow {
  id: string;
  note_id: string;
  file_type: string;
  mime: string;
  status: string;
  content_deleted_at: Date | null;
}

/** The first speaker heard in a stretch of a transcript. */
export interface ClipSpeakerRow {
  highlight_id: string;
  speaker: string | null;
}

/**
 * The SQL of reels. Reads of highlights and notes go through the highlight cards (and so the
 * member's project gate); these queries only read reel rows, ids in order and media details of
 * highlights the cards have already let through. `schemaName` is the workspace's schema.
 */
@Injectable()
export class ReelsRepository {
  reelsOfInsight(em: EntityManager, schemaName: string, insightId: string): Promise<ReelRow[]> {
    return this.run<ReelRow>(
      em,
      `select * from ${inSchema(schemaName)('reels')} where insight_id = ? order by created_at, title, id`,
      [insightId],
    );
  }

  async reelById(em: EntityManager, schemaName: string, id: string): Promise<ReelRow | null> {
    const [row] = await this.run<ReelRow>(em, `select * from ${inSchema(schemaName)('reels')} where id = ?`, [
      id,
    ]);
    return row ?? null;
  }

  async insert(
    em: EntityManager,
    schemaName: string,
    reel: { id: string; insightId: string; title: string; highlightIds: string[]; createdBy: string },
  ): Promise<ReelRow> {
    const [row] = await this.run<ReelRow>(
      em,
      `insert into ${inSchema(schemaName)('reels')}
         (id, insight_id, title, highlight_ids, created_by, created_at, updated_at)
       values (?, ?, ?, ?::uuid[], ?, now(), now()) returning *`,
      [reel.id, reel.insightId, reel.title, uuidArray(reel.highlightIds), reel.createdBy],
    );
    return row as ReelRow;
  }

  async update(
    em: EntityManager,
    schemaName: string,
    id: string,
    change: { title: string; highlightIds: string[] },
  ): Promise<ReelRow> {
    const [row] = await this.run<ReelRow>(
      em,
      `update ${inSchema(schemaName)('reels')} set title = ?, highlight_ids = ?::uuid[], updated_at = now()
        where id = ? returning *`,
      [change.title, uuidArray(change.highlightIds), id],
    );
    return row as ReelRow;
  }

  async delete(em: EntityManager, schemaName: string, id: string): Promise<void> {
    await this.run(em, `delete from ${inSchema(schemaName)('reels')} where id = ?`, [id]);
  }

  /** The ids of a file's audio/video highlights in time order (at most `limit`). */
  async highlightIdsOfFile(
    em: EntityManager,
    schemaName: string,
    fileId: string,
    limit: number,
  ): Promise<string[]> {
    const rows = await this.run<{ id: string }>(
      em,
      `select id from ${inSchema(schemaName)('highlights')}
        where file_id = ? and start_time is not null and end_time is not null
        order by start_time, end_time, created_at, id limit ?`,
      [fileId, limit],
    );
    return rows.map((r) => r.id);
  }

  /**
   * The ids of the audio/video highlights carrying a tag, by note (oldest first) then time, at most
   * `limit`, among notes that are not in the trash.
   */
  async highlightIdsOfTag(
    em: EntityManager,
    schemaName: string,
    tagId: string,
    excludedProjectIds: readonly string[],
    limit: number,
  ): Promise<string[]> {
    const table = inSchema(schemaName);
    const rows = await this.run<{ id: string }>(
      em,
      `select h.id from ${table('highlights')} h
         join ${table('highlight_tags')} ht on ht.highlight_id = h.id
         join ${table('notes')} n on n.id = h.note_id and n.deleted_at is null
        where ht.tag_id = ? and h.file_id is not null and h.start_time is not null and h.end_time is not null
          and not (n.project_id = any(?::uuid[]))
        order by n.created_at, n.id, h.start_time, h.end_time, h.id limit ?`,
      [tagId, uuidArray(excludedProjectIds), limit],
    );
    return rows.map((r) => r.id);
  }

  /** The media files of clips, by id. */
  filesByIds(em: EntityManager, schemaName: string, ids: string[]): Promise<ClipFileRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.run<ClipFileRow>(
      em,
      `select id, note_id, file_type, mime, status, content_deleted_at from ${inSchema(schemaName)('files')}
        where id = any(?::uuid[])`,
      [uuidArray(ids)],
    );
  }

  /** For each highlight, the speaker of the first transcript line spoken in its stretch. */
  speakersOf(em: EntityManager, schemaName: string, highlightIds: string[]): Promise<ClipSpeakerRow[]> {
    if (highlightIds.length === 0) return Promise.resolve([]);
    const table = inSchema(schemaName);
    return this.run<ClipSpeakerRow>(
      em,
      `select distinct on (h.id) h.id as highlight_id, c.speaker from ${table('highlights')} h
         join ${table('transcript_cues')} c
           on c.file_id = h.file_id and c.start_ms < h.end_time and c.end_ms > h.start_time
        where h.id = any(?::uuid[])
        order by h.id, c.position`,
      [uuidArray(highlightIds)],
    );
  }

  /** A tag by id (public reel embeds: no member, so no gate). */
  async tagById(
    em: EntityManager,
    schemaName: string,
    id: string,
  ): Promise<{ id: string; title: string } | null> {
    const [row] = await this.run<{ id: string; title: string }>(
      em,
      `select id, title from ${inSchema(schemaName)('tags')} where id = ?`,
      [id],
    );
    return row ?? null;
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}
