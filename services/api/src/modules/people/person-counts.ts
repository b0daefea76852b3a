import { quoteSchema, uuidArray } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProjectGate } from '../../context/project-gate';
import type { PersonCounts } from './dto/person.model';

/**
 * The SQL of each person's counts: notes that are not in the trash (nor inside a trashed project,
 * nor in a project the member cannot see: its first parameter, a uuid[] of hidden projects) and the
 * highlights of those notes. Shared by the list (to sort by a count) and by countsOf.
 */
export function personCountsSql(schemaName: string, onlyGivenIds = false): string {
  const s = quoteSchema(schemaName);
  return `select np.person_id,
      count(distinct np.note_id)::int as note_count,
      count(h.id)::int as highlight_count
    from ${s}.note_people np
    join ${s}.notes n on n.id = np.note_id and n.deleted_at is null
    join ${s}.projects pr on pr.id = n.project_id and pr.deleted_at is null and pr.id <> all(?::uuid[])
    left join ${s}.highlights h on h.note_id = n.id
    ${onlyGivenIds ? 'where np.person_id = any(?::uuid[])' : ''}
    group by np.person_id`;
}

/** Counts of the given people, read through `em` (the transaction's, inside one). */
export async function countsOf(
  em: EntityManager,
  schemaName: string,
  personIds: string[],
): Promise<Map<string, PersonCounts>> {
  if (personIds.length === 0) return new Map();
  const rows: { person_id: string; note_count: number; highlight_count: number }[] = await em
    .getConnection()
    .execute(
      personCountsSql(schemaName, true),
      [uuidArray(await hiddenProjectIds(em)), uuidArray(personIds)],
      'all',
      em.getTransactionContext(),
    );
  return new Map(
    rows.map((r) => [r.person_id, { noteCount: r.note_count, highlightCount: r.highlight_count }]),
  );
}

/** Projects the member cannot see (spec 000 §6): their notes are not counted, a count must not reveal them. */
export async function hiddenProjectIds(em: EntityManager): Promise<string[]> {
  return (await ProjectGate.of(em)?.hiddenProjectIds()) ?? [];
}

/** Counts of one person, zero when linked to nothing. */
export function countsFor(counts: Map<string, PersonCounts>, id: string): PersonCounts {
  return counts.get(id) ?? { noteCount: 0, highlightCount: 0 };
}
