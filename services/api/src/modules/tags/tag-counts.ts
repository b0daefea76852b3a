import { advisoryXactLock, quoteSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProjectGate } from '../../context/project-gate';

/**
 * How many highlights carry each of `tagIds`, counted from highlight_tags when asked, so the figure
 * cannot drift from the rows (merges, deletions and cascades included). Tags with none are absent.
 */
export async function countHighlightsByTag(
  em: EntityManager,
  schemaName: string,
  tagIds: string[],
): Promise<Map<string, number>> {
  if (tagIds.length === 0) return new Map();
  const schema = quoteSchema(schemaName);
  // A workspace-wide tag also sits on highlights of private projects: those the member cannot see
  // are not counted (a count must not reveal them either).
  const hidden = (await ProjectGate.of(em)?.hiddenProjectIds()) ?? [];
  const rows: { tag_id: string; n: string }[] =
    hidden.length === 0
      ? await em
          .getConnection()
          .execute(
            `select tag_id, count(*) as n from ${schema}.highlight_tags where tag_id in (?) group by tag_id`,
            [tagIds],
            'all',
            em.getTransactionContext(),
          )
      : await em.getConnection().execute(
          `select ht.tag_id, count(*) as n
             from ${schema}.highlight_tags ht
             join ${schema}.highlights h on h.id = ht.highlight_id
             join ${schema}.notes n on n.id = h.note_id
            where ht.tag_id in (?) and n.project_id <> all(?::uuid[])
            group by ht.tag_id`,
          [tagIds, `{${hidden.join(',')}}`],
          'all',
          em.getTransactionContext(),
        );
  return new Map(rows.map((r) => [r.tag_id, Number(r.n)]));
}

/** Serialises tag changes of one workspace inside the caller's transaction (titles stay unique, merges atomic). */
export async function lockTags(em: EntityManager, workspaceId: string): Promise<void> {
  await advisoryXactLock(em, `tags:${workspaceId}`);
}
