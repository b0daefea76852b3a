import { Injectable } from '@nestjs/common';
import { Highlight, HighlightTag, Note, Tag, TranscriptCue, inSchema } from '@fieldnote/db';
import { type EntityManager, LockMode, type RequiredEntityData } from '@mikro-orm/postgresql';
import { EntityRows } from '../../common/entity-rows';

/** One page of a project's highlights: their ids and notes' titles, and how many pass the filter. */
export interface HighlightPageRows {
  total: number;
  rows: { id: string; note_title: string }[];
}

/** A highlight with its tags. */
export interface TaggedHighlight {
  highlight: Highlight;
  tags: Tag[];
}

/**
 * The SQL of highlights. Every method runs through `em` (in its transaction when it has one);
 * `schemaName` is the workspace's schema.
 */
@Injectable()
export class HighlightsRepository extends EntityRows<Highlight> {
  constructor() {
    super(Highlight);
  }

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

  /**
   * Writes a new highlight, then its tag links: there are no ORM relations here, so the highlight is
   * written before the rows that point at it. Changes to other rows loaded in `em` are written too.
   */
  async insertWithTags(
    em: EntityManager,
    data: RequiredEntityData<Highlight>,
    tags: Tag[],
  ): Promise<Highlight> {
    const highlight = em.create(Highlight, data);
    await em.flush();
    for (const tag of tags) em.create(HighlightTag, { highlightId: highlight.id, tagId: tag.id });
    await em.flush();
    return highlight;
  }

  /** The tag links of one highlight. */
  tagLinksOf(em: EntityManager, highlightId: string): Promise<HighlightTag[]> {
    return em.find(HighlightTag, { highlightId });
  }

  /** Takes a tag off a highlight; how many links went (0 or 1). */
  removeTag(em: EntityManager, highlightId: string, tagId: string): Promise<number> {
    return em.nativeDelete(HighlightTag, { highlightId, tagId });
  }

  /** The tags of a highlight, by title. */
  async tagsOf(em: EntityManager, highlightId: string): Promise<Tag[]> {
    const links = await this.tagLinksOf(em, highlightId);
    return links.length
      ? em.find(Tag, { id: { $in: links.map((l) => l.tagId) } }, { orderBy: { title: 'asc' } })
      : [];
  }

  /** The tag of this id, or null. */
  findTag(em: EntityManager, id: string): Promise<Tag | null> {
    return em.findOne(Tag, { id });
  }

  /** These tags (those that exist), share-locked: a merge or deletion of them waits for this transaction. */
  findTagsLocked(em: EntityManager, ids: string[]): Promise<Tag[]> {
    return em.find(Tag, { id: { $in: ids } }, { lockMode: LockMode.PESSIMISTIC_READ });
  }

  /** The note of this id, trashed or not, or null. */
  findNote(em: EntityManager, id: string): Promise<Note | null> {
    return em.findOne(Note, { id });
  }

  /** The note of this id with its lazy Yjs state loaded, or null. */
  findNoteWithState(em: EntityManager, id: string): Promise<Note | null> {
    return em.findOne(Note, { id }, { populate: ['ydoc'] });
  }

  /** A media file's transcript lines in order. */
  transcriptOf(em: EntityManager, fileId: string): Promise<TranscriptCue[]> {
    return em.find(TranscriptCue, { fileId }, { orderBy: { position: 'asc' } });
  }

  /**
   * A note's highlights in reading order, each with its tags. Read only, never changed in the
   * request: the rows do not join the unit of work.
   */
  async findForNoteWithTags(em: EntityManager, noteId: string): Promise<TaggedHighlight[]> {
    const readOnly = { disableIdentityMap: true } as const;
    const highlights = await em.find(Highlight, { noteId }, { orderBy: { startOffset: 'asc' }, ...readOnly });
    if (highlights.length === 0) return [];
    const links = await em.find(
      HighlightTag,
      { highlightId: { $in: highlights.map((h) => h.id) } },
      readOnly,
    );
    const tags = links.length
      ? await em.find(Tag, { id: { $in: [...new Set(links.map((l) => l.tagId))] } }, readOnly)
      : [];
    const byId = new Map(tags.map((t) => [t.id, t]));
    return highlights.map((highlight) => ({
      highlight,
      tags: links.filter((l) => l.highlightId === highlight.id).map((l) => byId.get(l.tagId) as Tag),
    }));
  }
}
