import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NoteOrderBy } from './dto/note-list.args';

/** A notes row as the driver returns it: MikroORM's connection leaves timestamps and JSON as text. */
export interface NoteRow {
  id: string;
  project_id: string;
  title: string;
  created_by: string;
  created_at: string | Date;
  updated_at: string | Date;
  content?: string;
  content_json?: Record<string, unknown> | string | null;
}

/** Orders per NoteOrderBy, each backed by an index; the id breaks ties so pages never overlap or skip a row. */
const NOTE_ORDER_SQL: Record<NoteOrderBy, string> = {
  [NoteOrderBy.CREATED_AT_DESC]: 'created_at desc, id asc',
  [NoteOrderBy.UPDATED_AT_DESC]: 'updated_at desc, id asc',
  [NoteOrderBy.TITLE_ASC]: 'title asc, id asc',
};

/** The SQL of notes; `schemaName` is the workspace's schema. */
@Injectable()
export class NotesRepository {
  /**
   * One page of a project's live notes as plain rows, with their text when `withText`. Plain rows,
   * not entities: a list is read, never changed, in the request, and hydrating 50 entities cost the
   * notes page a fifth of its server time (scripts/bench/research-scale).
   */
  pageOfProject(
    em: EntityManager,
    schemaName: string,
    page: { projectId: string; offset: number; limit: number; orderBy: NoteOrderBy },
    withText: boolean,
  ): Promise<NoteRow[]> {
    const text = withText ? ', content, content_json' : '';
    return em.getConnection().execute<NoteRow[]>(
      `select id, project_id, title, created_by, created_at, updated_at${text}
         from ${inSchema(schemaName)('notes')}
        where project_id = ? and deleted_at is null
        order by ${NOTE_ORDER_SQL[page.orderBy]}
        offset ? limit ?`,
      [page.projectId, page.offset, page.limit],
      'all',
      em.getTransactionContext(),
    );
  }
}
