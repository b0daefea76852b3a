import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface ItemCounts {
  highlightCount: number;
  noteCount: number;
  textVolume: number;
}

/**
 * Each chart item's figures, counted in SQL over the project's live notes (nothing in the trash):
 * an item is a tag, or a collapsed group standing for its tags. A highlight carrying two tags of
 * one collapsed group counts once for it; a tag in two collapsed groups counts for the first (by id).
 */
export async function countTagChartItems(
  em: EntityManager,
  schemaName: string,
  projectId: string,
  collapsedGroupIds: string[],
): Promise<Map<string, ItemCounts>> {
  const table = inSchema(schemaName);
  const rows: { item_id: string; highlights: string; notes: string; volume: string }[] = await em
    .getConnection()
    .execute(
      `with collapsed as (
         select distinct on (p.tag_id) p.tag_id, p.group_id
           from ${table('tag_placements')} p
           join ${table('tag_boards')} b on b.id = p.board_id
          where p.group_id = any(?::uuid[]) and b.project_id = ?
          order by p.tag_id, p.group_id),
       keyed as (
         select distinct coalesce(c.group_id, ht.tag_id) as item_id, h.id, h.note_id,
                char_length(h.text) as len
           from ${table('highlight_tags')} ht
           join ${table('highlights')} h on h.id = ht.highlight_id
           join ${table('notes')} n on n.id = h.note_id
           left join collapsed c on c.tag_id = ht.tag_id
          where n.project_id = ? and n.deleted_at is null)
       select item_id, count(*) as highlights, count(distinct note_id) as notes,
              coalesce(sum(len), 0) as volume
         from keyed group by item_id`,
      [`{${collapsedGroupIds.join(',')}}`, projectId, projectId],
    );
  return new Map(
    rows.map((row) => [
      row.item_id,
      {
        highlightCount: Number(row.highlights),
        noteCount: Number(row.notes),
        textVolume: Number(row.volume),
      },
    ]),
  );
}
