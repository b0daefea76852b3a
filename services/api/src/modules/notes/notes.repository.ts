import { Injectable } from '@nestjs/common';
import { Note, PROJECT_GATE_FILTER, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityRows } from '../../common/entity-rows';
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

/**
 * A row of the note stats query: part 0 holds a note's highlight count (`a`), part 1 a note's tags as
 * "tagId count tagId count ..." (`a`), part 2 a tag's title (`a`), colour (`b`) and title order (`r`).
 */
export interface NoteStatsRow {
  part: number | string;
  id: string;
  a: string;
  b: string | null;
  r: string | number | null;
}

/**
 * The queries of notes; `schemaName` is the workspace's schema. Every method runs through `em`, in
 * its transaction when it has one, and through the member's project gate unless it says otherwise.
 */
@Injectable()
export class NotesRepository extends EntityRows<Note> {
  constructor() {
    super(Note);
  }

  /**
   * A note that is not in the trash itself, whatever the member's project gate says (its project is
   * checked next, so that the refusal can be FORBIDDEN or NOT_FOUND), or null.
   */
  findLiveByIdPastGate(em: EntityManager, id: string): Promise<Note | null> {
    return em.findOne(Note, { id, deletedAt: null }, { filters: { [PROJECT_GATE_FILTER]: false } });
  }

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

  /**
   * The highlight and tag counts of these notes in one round trip (see loadNoteStats). Few rows and
   * few values: every value is a string the driver decodes on the event loop, and a row per (note,
   * tag) with the tag's title and colour (650 rows of 6 values for the benchmark's page) cost the
   * notes page a tenth of its server time. Tag counts come from note_tag_counts, which the database
   * keeps exact (its migration says how): counting highlight_tags here cost thousands of page visits
   * for a page of 50 notes.
   */
  statsRows(em: EntityManager, schemaName: string, noteIds: string[]): Promise<NoteStatsRow[]> {
    const table = inSchema(schemaName);
    return em.getConnection().execute<NoteStatsRow[]>(
      `select 0 as part, note_id as id, count(*)::text as a, null as b, null::bigint as r
         from ${table('highlights')} where note_id in (?) group by note_id
       union all
       select 1, note_id, string_agg(tag_id || ' ' || highlight_count, ' '), null, null
         from ${table('note_tag_counts')} where note_id in (?) group by note_id
       union all
       select 2, t.id, t.title, t.color, row_number() over (order by t.title)
         from ${table('tags')} t
        where t.id in (select tag_id from ${table('note_tag_counts')} where note_id in (?))`,
      [noteIds, noteIds, noteIds],
      'all',
      em.getTransactionContext(),
    );
  }
}
