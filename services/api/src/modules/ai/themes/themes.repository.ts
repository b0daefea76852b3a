import { Injectable } from '@nestjs/common';
import { inSchema, uuidArray } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A highlight a theme run groups, with where it comes from. */
export interface ThemeHighlightRow {
  id: string;
  note_id: string;
  note_title: string;
  project_id: string;
  text: string;
}

/** The SQL of theme runs: the highlights they group, newest first, never one the member cannot read. */
@Injectable()
export class ThemesRepository {
  private run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  /** A project's highlights in notes outside the trash (the project itself was looked up through the gate). */
  projectHighlights(
    em: EntityManager,
    schema: string,
    projectId: string,
    limit: number,
  ): Promise<ThemeHighlightRow[]> {
    const table = inSchema(schema);
    return this.run<ThemeHighlightRow>(
      em,
      `select h.id, h.note_id, n.title as note_title, n.project_id, h.text
       from ${table('highlights')} h join ${table('notes')} n on n.id = h.note_id
       where n.project_id = ? and n.deleted_at is null and btrim(h.text) <> ''
       order by h.created_at desc, h.id desc limit ?`,
      [projectId, limit],
    );
  }

  /**
   * A tag's highlights in live notes of live projects, leaving out the projects hidden from the
   * member (a workspace tag spans projects, private ones included).
   */
  tagHighlights(
    em: EntityManager,
    schema: string,
    tagId: string,
    hiddenProjectIds: string[],
    limit: number,
  ): Promise<ThemeHighlightRow[]> {
    const table = inSchema(schema);
    return this.run<ThemeHighlightRow>(
      em,
      `select h.id, h.note_id, n.title as note_title, n.project_id, h.text
       from ${table('highlight_tags')} ht
         join ${table('highlights')} h on h.id = ht.highlight_id
         join ${table('notes')} n on n.id = h.note_id
         join ${table('projects')} p on p.id = n.project_id
       where ht.tag_id = ? and n.deleted_at is null and p.deleted_at is null
         and n.project_id <> all(?::uuid[]) and btrim(h.text) <> ''
       order by h.created_at desc, h.id desc limit ?`,
      [tagId, uuidArray(hiddenProjectIds), limit],
    );
  }
}
