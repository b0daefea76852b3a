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
  // One round trip, one row per note: every query is a wake-up of a PostgreSQL backend, and every
  // column value a string the driver decodes on the event loop. A note's tags come as one JSON
  // array (JSON.parse is native), not as a row per tag: 650 tag rows of 6 columns had cost the
  // notes page a tenth of its server time. Tag counts come from note_tag_counts, which the
  // database keeps exact (its migration says how): counting highlight_tags here cost thousands of
  // page visits for a page of 50 notes.
  const rows = await em.getConnection().execute<{ note_id: string; n: string | number; tags: unknown }[]>(
    `select n.id as note_id,
            (select count(*) from ${schema}.highlights h where h.note_id = n.id) as n,
            (select json_agg(json_build_array(t.id, t.title, t.color, c.highlight_count)
                             order by c.highlight_count desc, t.title)
               from ${schema}.note_tag_counts c join ${schema}.tags t on t.id = c.tag_id
              where c.note_id = n.id) as tags
       from ${schema}.notes n
      where n.id in (?)`,
    [noteIds],
    'all',
    em.getTransactionContext(),
  );
  for (const row of rows) {
    const entry = stats.get(row.note_id);
    if (!entry) continue;
    entry.highlightCount = Number(row.n);
    entry.tags = tagCountsOf(row.tags);
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

/** A note's [id, title, colour, count] tuples, as json_agg returns them (text or already parsed). */
function tagCountsOf(value: unknown): NoteTagCount[] {
  if (value === null || value === undefined) return [];
  const tuples = (typeof value === 'string' ? JSON.parse(value) : value) as [
    string,
    string,
    string,
    number,
  ][];
  return tuples.map(([tagId, title, color, count]) => ({ tagId, title, color, count: Number(count) }));
}
