import { quoteSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

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
  const rows: { tag_id: string; n: string }[] = await em.getConnection().execute(
    `select tag_id, count(*) as n from ${quoteSchema(schemaName)}.highlight_tags
        where tag_id in (?) group by tag_id`,
    [tagIds],
    'all',
    em.getTransactionContext(),
  );
  return new Map(rows.map((r) => [r.tag_id, Number(r.n)]));
}

/** Serialises tag changes of one workspace inside the caller's transaction (titles stay unique, merges atomic). */
export async function lockTags(em: EntityManager, workspaceId: string): Promise<void> {
  await em
    .getConnection()
    .execute(
      'select pg_advisory_xact_lock(hashtext(?))',
      [`tags:${workspaceId}`],
      'all',
      em.getTransactionContext(),
    );
}
