import { Injectable } from '@nestjs/common';
import { Highlight, HighlightTag, Tag, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** One page of a project's highlights: their ids and notes' titles, and how many pass the filter. */
export interface HighlightPageRows {
  total: number;
  rows: { id: string; note_title: string }[];
}

/**
 * The SQL of highlights. Every method runs through `em` (in its transaction when it has one);
 * `schemaName` is the workspace's schema.
 */
@Injectable()
export class HighlightsRepository {
  /** Puts a tag on a highlight; one it already carries stays once. */
  async addTag(em: EntityManager, schemaName: string, highlightId: string, tagId: string): Promise<void> {
    await em
      .getConnection()
      .execute(
        `insert into ${inSchema(schemaName)('highlight_tags')} (highlight_id, tag_id) values (?, ?) on conflict do nothing`,
        [highlightId, tagId],
        'run',
        em.getTransactionContext(),
      );
  }

  /**
   * A page of the project's highlights in notes that are not in the trash, newest first, those
   * carrying any of `tagIds` when some are given, and how many pass in all. Written as SQL so a
   * project with 100,000 highlights reads one page, not all of them (index on note and date).
   */
  async projectPage(
    em: EntityManager,
    schemaName: string,
    projectId: string,
    tagIds: string[],
    page: { limit: number; offset: number },
  ): Promise<HighlightPageRows> {
    const table = inSchema(schemaName);
    const tagFilter =
      tagIds.length > 0
        ? `and exists (select 1 from ${table('highlight_tags')} ht where ht.highlight_id = h.id and ht.tag_id in (?))`
        : '';
    const from = `from ${table('highlights')} h join ${table('notes')} n on n.id = h.note_id
      where n.project_id = ? and n.deleted_at is null ${tagFilter}`;
    const params = tagIds.length > 0 ? [projectId, tagIds] : [projectId];
    const connection = em.getConnection();
    const [counted, rows] = await Promise.all([
      connection.execute<{ n: string }[]>(`select count(*) as n ${from}`, params, 'all'),
      connection.execute<{ id: string; note_title: string }[]>(
        `select h.id, n.title as note_title ${from} order by h.created_at desc, h.id desc limit ? offset ?`,
        [...params, page.limit, page.offset],
        'all',
      ),
    ]);
    return { total: Number(counted[0]?.n ?? 0), rows };
  }

  /** These highlights, their tag links, and the tags those links name. */
  async withTagLinks(
    em: EntityManager,
    ids: string[],
  ): Promise<{ highlights: Highlight[]; links: HighlightTag[]; tags: Tag[] }> {
    const [highlights, links] = await Promise.all([
      em.find(Highlight, { id: { $in: ids } }),
      em.find(HighlightTag, { highlightId: { $in: ids } }),
    ]);
    const tags = await em.find(Tag, { id: { $in: [...new Set(links.map((l) => l.tagId))] } });
    return { highlights, links, tags };
  }
}
