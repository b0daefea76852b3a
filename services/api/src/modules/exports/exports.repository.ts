import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface NoteRow {
  id: string;
  title: string;
  content: string;
  created_at: Date | string;
  updated_at: Date | string;
  highlight_count: number;
}

export interface HighlightRow {
  id: string;
  note_id: string;
  note_title: string;
  text: string;
  tags: string[];
  created_at: Date | string;
}

/** The reads of exports, a page at a time (keyset on creation time and id): a big project streams. */
@Injectable()
export class ExportsRepository {
  /** Up to `limit` live notes of a project after `after` (oldest first), with their highlight counts. */
  notesPage(
    em: EntityManager,
    schemaName: string,
    projectId: string,
    after: { createdAt: Date | string; id: string } | null,
    limit: number,
  ): Promise<NoteRow[]> {
    const table = inSchema(schemaName);
    return em.getConnection().execute<NoteRow[]>(
      `select n.id, n.title, n.content, n.created_at, n.updated_at,
              (select count(*)::int from ${table('highlights')} h where h.note_id = n.id) as highlight_count
         from ${table('notes')} n
        where n.project_id = ? and n.deleted_at is null
          and (?::timestamptz is null or (n.created_at, n.id) > (?::timestamptz, ?::uuid))
        order by n.created_at, n.id
        limit ?`,
      [projectId, after?.createdAt ?? null, after?.createdAt ?? null, after?.id ?? null, limit],
    );
  }

  /** The highlights of some notes, in note order then position, each with its tag titles. */
  highlightsOfNotes(em: EntityManager, schemaName: string, noteIds: string[]): Promise<HighlightRow[]> {
    if (noteIds.length === 0) return Promise.resolve([]);
    const table = inSchema(schemaName);
    return em.getConnection().execute<HighlightRow[]>(
      `select h.id, h.note_id, n.title as note_title, h.text, h.created_at,
              coalesce(array_agg(t.title order by t.title) filter (where t.id is not null), '{}') as tags
         from ${table('highlights')} h
         join ${table('notes')} n on n.id = h.note_id
         left join ${table('highlight_tags')} ht on ht.highlight_id = h.id
         left join ${table('tags')} t on t.id = ht.tag_id
        where h.note_id = any(?::uuid[])
        group by h.id, n.title, n.created_at
        order by n.created_at, h.note_id, h.start_offset, h.id`,
      // As one array literal: knex would spread a JS array into a list of parameters.
      [`{${noteIds.join(',')}}`],
    );
  }
}
