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
 * Highlight and tag counts of a page of notes in two grouped queries, whatever the page size, so a
 * notes list with counts costs the same as one without per row (the issue 8 benchmark reads 50 rows
 * of a project with 10,000 notes and 100,000 highlights). Counted when asked: nothing to drift.
 */
export async function loadNoteStats(
  em: EntityManager,
  schemaName: string,
  noteIds: string[],
): Promise<Map<string, NoteStats>> {
  const stats = new Map<string, NoteStats>(noteIds.map((id) => [id, { highlightCount: 0, tags: [] }]));
  if (noteIds.length === 0) return stats;
  const schema = quoteSchema(schemaName);
  const connection = em.getConnection();
  const trx = em.getTransactionContext();
  const [highlightRows, tagRows] = await Promise.all([
    connection.execute<{ note_id: string; n: string }[]>(
      `select note_id, count(*) as n from ${schema}.highlights where note_id in (?) group by note_id`,
      [noteIds],
      'all',
      trx,
    ),
    connection.execute<{ note_id: string; tag_id: string; title: string; color: string; n: string }[]>(
      `select h.note_id, t.id as tag_id, t.title, t.color, count(*) as n
         from ${schema}.highlights h
         join ${schema}.highlight_tags ht on ht.highlight_id = h.id
         join ${schema}.tags t on t.id = ht.tag_id
        where h.note_id in (?)
        group by h.note_id, t.id, t.title, t.color
        order by count(*) desc, t.title`,
      [noteIds],
      'all',
      trx,
    ),
  ]);
  for (const row of highlightRows) {
    const entry = stats.get(row.note_id);
    if (entry) entry.highlightCount = Number(row.n);
  }
  for (const row of tagRows) {
    stats
      .get(row.note_id)
      ?.tags.push({ tagId: row.tag_id, title: row.title, color: row.color, count: Number(row.n) });
  }
  return stats;
}

/**
 * The counts of one list's notes, loaded on the first row that asks and shared by the rest: a page of
 * 50 rows with counts is two queries, and a list that asks for no counts costs none.
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
