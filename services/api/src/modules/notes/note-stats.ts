import { quoteSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** One tag as it appears on a note: how many of the note's highlights carry it. */
export interface NoteTagCount {
  tagId: string;
  title: string;
  color: string;
  count: number;
}

export interface NoteStats {
  highlightCount: number;
  /** Most used first, then by title. */
  tags: NoteTagCount[];
}

export const EMPTY_NOTE_STATS: NoteStats = { highlightCount: 0, tags: [] };

/**
 * Highlight and tag counts of a page of notes in one grouped query, whatever the page size, so a
 * notes list with counts costs the same as one without per row (the issue 8 benchmark reads 50 rows
 * of a project with 10,000 notes and 100,000 highlights). Highlights are counted when asked; tag
 * counts are read from note_tag_counts, which triggers keep exact.
 */
export async function loadNoteStats(
  em: EntityManager,
  schemaName: string,
  noteIds: string[],
): Promise<Map<string, NoteStats>> {
  const stats = new Map<string, NoteStats>(noteIds.map((id) => [id, { highlightCount: 0, tags: [] }]));
  if (noteIds.length === 0) return stats;
  const schema = quoteSchema(schemaName);
  // One round trip for both figures: every query is a wake-up of a PostgreSQL backend, which costs
  // more than the counting on a busy machine. Rows with a null tag_id carry a note's highlight count.
  // Tag counts come from note_tag_counts, which the database keeps exact (its migration says how):
  // counting highlight_tags here cost thousands of page visits for a page of 50 notes.
  const rows = await em
    .getConnection()
    .execute<
      { note_id: string; tag_id: string | null; title: string | null; color: string | null; n: string }[]
    >(
      `select note_id, null::uuid as tag_id, null as title, null as color, count(*) as n, 0 as part
       from ${schema}.highlights where note_id in (?) group by note_id
     union all
     select c.note_id, t.id, t.title, t.color, c.highlight_count, 1
       from ${schema}.note_tag_counts c join ${schema}.tags t on t.id = c.tag_id
      where c.note_id in (?)
     order by part, n desc, title`,
      [noteIds, noteIds],
      'all',
      em.getTransactionContext(),
    );
  for (const row of rows) {
    const entry = stats.get(row.note_id);
    if (!entry) continue;
    if (row.tag_id === null) entry.highlightCount = Number(row.n);
    else
      entry.tags.push({
        tagId: row.tag_id,
        title: row.title ?? '',
        color: row.color ?? '',
        count: Number(row.n),
      });
  }
  return stats;
}

/**
 * The counts of one list's notes, loaded on the first row that asks and shared by the rest: a page of
 * 50 rows with counts is one query, and a list that asks for no counts costs none.
 */
export class NoteStatsBatch {
  private loaded: Promise<Map<string, NoteStats>> | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly schemaName: string,
    private readonly noteIds: string[],
  ) {}

  async get(noteId: string): Promise<NoteStats> {
    this.loaded ??= loadNoteStats(this.em, this.schemaName, this.noteIds);
    return (await this.loaded).get(noteId) ?? EMPTY_NOTE_STATS;
  }
}
