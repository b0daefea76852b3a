import { Injectable } from '@nestjs/common';
import { Highlight, HighlightTag, Note, Project, Tag, inSchema, uuidArray } from '@fieldnote/db';
import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ProjectGate } from '../../context/project-gate';

/** What a new tag is written with. */
export type NewTag = Pick<Tag, 'id' | 'projectId' | 'title' | 'color' | 'description' | 'sentiment'>;

/**
 * The SQL of tags. Every method runs through `em`, in its transaction when it has one;
 * `schemaName` is the workspace's schema.
 */
@Injectable()
export class TagsRepository {
  tagById(em: EntityManager, id: string): Promise<Tag | null> {
    return em.findOne(Tag, { id });
  }

  /** These tags, in no particular order. */
  tagsByIds(em: EntityManager, ids: string[]): Promise<Tag[]> {
    return em.find(Tag, { id: { $in: ids } });
  }

  /** These tags, their rows locked until the transaction ends. */
  lockTagsByIds(em: EntityManager, ids: string[]): Promise<Tag[]> {
    return em.find(Tag, { id: { $in: ids } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** The workspace tags, by title. */
  workspaceTags(em: EntityManager): Promise<Tag[]> {
    return em.find(Tag, { projectId: null }, { orderBy: { title: 'asc' } });
  }

  /** A project's own tags and the workspace tags, by title. */
  tagsOfProject(em: EntityManager, projectId: string): Promise<Tag[]> {
    return em.find(Tag, { $or: [{ projectId }, { projectId: null }] }, { orderBy: { title: 'asc' } });
  }

  /**
   * A tag other than `exceptId` whose title is `title` ignoring case, among the tags a project sees
   * (its own and the workspace's) or, with no project, among all of them.
   */
  tagWithTitle(
    em: EntityManager,
    projectId: string | null,
    title: string,
    exceptId: string | null,
  ): Promise<Tag | null> {
    const scopeFilter = projectId ? { $or: [{ projectId }, { projectId: null }] } : {};
    return em.findOne(Tag, {
      ...scopeFilter,
      title: { $ilike: escapeLike(title) },
      ...(exceptId ? { id: { $ne: exceptId } } : {}),
    });
  }

  /** A project by id, through the member's project gate. */
  projectById(em: EntityManager, id: string): Promise<Project | null> {
    return em.findOne(Project, { id });
  }

  /** Writes a new tag (stamped now) and returns it. */
  async insertTag(em: EntityManager, tag: NewTag): Promise<Tag> {
    const created = em.create(Tag, { ...tag, createdAt: new Date(), updatedAt: new Date() });
    await em.flush();
    return created;
  }

  /** Puts one tag on many highlights in one statement (links that exist already stay as they are). */
  async addToHighlights(
    em: EntityManager,
    schemaName: string,
    tagId: string,
    highlightIds: string[],
  ): Promise<void> {
    if (highlightIds.length === 0) return;
    await em.getConnection().execute(
      `insert into ${inSchema(schemaName)('highlight_tags')} (highlight_id, tag_id)
         select h, ? from unnest(?::uuid[]) as h on conflict do nothing`,
      [tagId, uuidArray(highlightIds)],
      'run',
      em.getTransactionContext(),
    );
  }

  /** Writes the changes made to the tags read through `em`. */
  async save(em: EntityManager): Promise<void> {
    await em.flush();
  }

  /** Deletes a tag; its highlight_tags rows go with it (on delete cascade), the highlights stay. */
  async deleteTag(em: EntityManager, tag: Tag): Promise<void> {
    em.remove(tag);
    await em.flush();
  }

  /** The highlight links of a tag. */
  linksOfTag(em: EntityManager, tagId: string): Promise<HighlightTag[]> {
    return em.find(HighlightTag, { tagId });
  }

  /** The tag links of these highlights. */
  linksOfHighlights(em: EntityManager, highlightIds: string[]): Promise<HighlightTag[]> {
    return em.find(HighlightTag, { highlightId: { $in: highlightIds } });
  }

  /** These highlights, newest first. */
  highlightsNewestFirst(em: EntityManager, ids: string[]): Promise<Highlight[]> {
    return em.find(Highlight, { id: { $in: ids } }, { orderBy: { createdAt: 'desc' } });
  }

  /** These notes, through the member's project gate: those of projects hidden from them are left out. */
  notesByIds(em: EntityManager, ids: string[]): Promise<Note[]> {
    return em.find(Note, { id: { $in: ids } });
  }

  /**
   * Merges one tag into another: the source's highlights get the target (one that has both keeps
   * one), then the source goes, and `em` forgets what it had loaded. Returns the highlights that
   * got the target.
   */
  async merge(em: EntityManager, schemaName: string, sourceId: string, targetId: string): Promise<string[]> {
    const connection = em.getConnection();
    const trx = em.getTransactionContext();
    const table = inSchema(schemaName);
    const moved: { highlight_id: string }[] = await connection.execute(
      `insert into ${table('highlight_tags')} (highlight_id, tag_id)
           select highlight_id, ? from ${table('highlight_tags')} where tag_id = ?
         on conflict do nothing returning highlight_id`,
      [targetId, sourceId],
      'all',
      trx,
    );
    await connection.execute(`delete from ${table('tags')} where id = ?`, [sourceId], 'run', trx);
    // The entity manager forgets what it had loaded: these statements made it stale.
    em.clear();
    return moved.map((m) => m.highlight_id);
  }

  highlightCountsByTag(
    em: EntityManager,
    schemaName: string,
    tagIds: string[],
  ): Promise<Map<string, number>> {
    return countHighlightsByTag(em, schemaName, tagIds);
  }
}

/**
 * How many highlights carry each of `tagIds`, counted from highlight_tags when asked, so the figure
 * cannot drift from the rows (merges, deletions and cascades included). Tags with none are absent.
 * A function as well as a method: the highlights module reads a note's tag counts through it.
 */
export async function countHighlightsByTag(
  em: EntityManager,
  schemaName: string,
  tagIds: string[],
): Promise<Map<string, number>> {
  if (tagIds.length === 0) return new Map();
  const table = inSchema(schemaName);
  // A workspace-wide tag also sits on highlights of private projects: those the member cannot see
  // are not counted (a count must not reveal them either).
  const hidden = (await ProjectGate.of(em)?.hiddenProjectIds()) ?? [];
  const rows: { tag_id: string; n: string }[] =
    hidden.length === 0
      ? await em
          .getConnection()
          .execute(
            `select tag_id, count(*) as n from ${table('highlight_tags')} where tag_id in (?) group by tag_id`,
            [tagIds],
            'all',
            em.getTransactionContext(),
          )
      : await em.getConnection().execute(
          `select ht.tag_id, count(*) as n
             from ${table('highlight_tags')} ht
             join ${table('highlights')} h on h.id = ht.highlight_id
             join ${table('notes')} n on n.id = h.note_id
            where ht.tag_id in (?) and n.project_id <> all(?::uuid[])
            group by ht.tag_id`,
          [tagIds, `{${hidden.join(',')}}`],
          'all',
          em.getTransactionContext(),
        );
  return new Map(rows.map((r) => [r.tag_id, Number(r.n)]));
}

/** A LIKE pattern matching `value` literally (its % and _ are not wildcards). */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
