import { Injectable } from '@nestjs/common';
import { inSchema, uuidArray } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type SearchRequest, filterConditions } from '../../search';

/** A retrieved item of the search index. */
export interface RetrievedRow {
  id: string;
  type: 'NOTE' | 'HIGHLIGHT';
  note_id: string;
  rank: number;
}

export interface NoteSourceRow {
  id: string;
  title: string;
  content: string;
  project_id: string;
  project_title: string;
}

export interface HighlightSourceRow {
  id: string;
  note_id: string;
  text: string;
  start_offset: number;
  end_offset: number;
  detached: boolean;
}

/** Every query of Ask: retrieval over the search index, the cited sources, the sample's people. */
@Injectable()
export class AskRepository {
  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  /**
   * The notes and highlights that hold any of the question's words (an or-query, english stemming:
   * a question's words are not all in one passage), best first, through the search's own filters:
   * the member's hidden private projects, the trash (never indexed), archived projects, the scope
   * (`request.location`) and whatever filters the asker set. `noteId` keeps to one note.
   */
  async retrieve(
    em: EntityManager,
    schema: string,
    request: SearchRequest,
    keywords: string[],
    noteId: string | null,
    limit: number,
  ): Promise<RetrievedRow[]> {
    const table = inSchema(schema);
    const filters = filterConditions(request, table);
    // Keywords are letters and digits only (questionKeywords), so none is read as tsquery syntax.
    const anyWord = keywords
      .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
      .filter(Boolean)
      .join(' | ');
    const params: unknown[] = [anyWord, ...filters.params];
    let oneNote = '';
    if (noteId) {
      oneNote = ' and s.note_id = ?';
      params.push(noteId);
    }
    params.push(limit);
    return this.run<RetrievedRow>(
      em,
      `select s.id, s.type, s.note_id, ts_rank(s.document, q.query, 1) as rank
       from ${table('search_items')} s, to_tsquery('english', ?) q(query)
       where s.type in ('NOTE', 'HIGHLIGHT') and s.document @@ q.query and ${filters.text}${oneNote}
       order by rank desc, s.updated_at desc, s.id limit ?`,
      params,
    );
  }

  /** Live notes (not in the trash, nor in a project in it, nor in a hidden project) with their project's title. */
  async notes(
    em: EntityManager,
    schema: string,
    ids: string[],
    hiddenProjectIds: string[],
  ): Promise<NoteSourceRow[]> {
    if (ids.length === 0) return [];
    const table = inSchema(schema);
    return this.run<NoteSourceRow>(
      em,
      `select n.id, n.title, n.content, n.project_id, p.title as project_title
       from ${table('notes')} n join ${table('projects')} p on p.id = n.project_id
       where n.id = any(?::uuid[]) and n.deleted_at is null and p.deleted_at is null
         and n.project_id <> all(?::uuid[])`,
      [uuidArray(ids), uuidArray(hiddenProjectIds)],
    );
  }

  async highlights(em: EntityManager, schema: string, ids: string[]): Promise<HighlightSourceRow[]> {
    if (ids.length === 0) return [];
    return this.run<HighlightSourceRow>(
      em,
      `select id, note_id, text, start_offset, end_offset, detached
       from ${inSchema(schema)('highlights')} where id = any(?::uuid[])`,
      [uuidArray(ids)],
    );
  }

  /** How many people are linked to these notes: the people the answer's sample speaks for. */
  async peopleOfNotes(em: EntityManager, schema: string, noteIds: string[]): Promise<number> {
    if (noteIds.length === 0) return 0;
    const [row] = await this.run<{ count: string }>(
      em,
      `select count(distinct person_id) as count from ${inSchema(schema)('note_people')} where note_id = any(?::uuid[])`,
      [uuidArray(noteIds)],
    );
    return Number(row?.count ?? 0);
  }

  async folderExists(em: EntityManager, schema: string, folderId: string): Promise<boolean> {
    const rows = await this.run<{ id: string }>(
      em,
      `select id from ${inSchema(schema)('project_categories')} where id = ?`,
      [folderId],
    );
    return rows.length > 0;
  }
}
