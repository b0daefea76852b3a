import { Injectable } from '@nestjs/common';
import {
  Comment,
  Highlight,
  Member,
  Notification,
  inSchema,
  memberSeesProjectSql,
  uuidArray,
} from '@fieldnote/db';
import type { EntityManager, RequiredEntityData } from '@mikro-orm/postgresql';
import { EntityRows } from '../../common/entity-rows';
import type { TargetColumns } from './comment-target';

/**
 * The queries of comments and of what they point at. Every method runs through `em`, in its
 * transaction when it has one; `schemaName` is the workspace's schema.
 */
@Injectable()
export class CommentsRepository extends EntityRows<Comment> {
  constructor() {
    super(Comment);
  }

  /** Every comment of a target, oldest first: threads and their replies together. */
  findForTarget(em: EntityManager, target: TargetColumns): Promise<Comment[]> {
    return em.find(Comment, target, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  countForTarget(em: EntityManager, target: TargetColumns): Promise<number> {
    return em.count(Comment, target);
  }

  /** A reply's first comment: it exists while it has replies, so a missing one is a bug, thrown. */
  findThreadRoot(em: EntityManager, rootId: string): Promise<Comment> {
    return em.findOneOrFail(Comment, { id: rootId });
  }

  countReplies(em: EntityManager, rootId: string): Promise<number> {
    return em.count(Comment, { parentId: rootId });
  }

  /** The highlight a comment may be on, or null. */
  findHighlight(em: EntityManager, highlightId: string): Promise<Highlight | null> {
    return em.findOne(Highlight, { id: highlightId });
  }

  /** The note of each of these highlights, by highlight id (those that exist). */
  async noteIdsOfHighlights(em: EntityManager, highlightIds: string[]): Promise<Map<string, string>> {
    if (highlightIds.length === 0) return new Map();
    const highlights = await em.find(Highlight, { id: { $in: highlightIds } }, { fields: ['id', 'noteId'] });
    return new Map(highlights.map((h) => [h.id, h.noteId]));
  }

  /** How many of `ids` are active members of the workspace. */
  countActiveMembers(em: EntityManager, ids: string[]): Promise<number> {
    return em.count(Member, { id: { $in: ids }, deactivatedAt: null });
  }

  /** The names of those of `ids` who are active members, by id (a member who left has none). */
  async activeMemberNames(em: EntityManager, ids: string[]): Promise<Map<string, string>> {
    const members = await em.find(
      Member,
      { id: { $in: ids }, deactivatedAt: null },
      { fields: ['id', 'name'] },
    );
    return new Map(members.map((m) => [m.id, m.name]));
  }

  /** Those of `candidates` who are active members and may see the project. */
  async activeMembersSeeingProject(
    em: EntityManager,
    schemaName: string,
    projectId: string,
    candidates: string[],
  ): Promise<Set<string>> {
    const table = inSchema(schemaName);
    const rows = await em.getConnection().execute<{ id: string }[]>(
      // The project id is a parameter once, named by the target row where the test repeats it.
      `select m.id from ${table('members')} m, (select ?::uuid as project_id) target
        where m.id = any(?::uuid[]) and m.deactivated_at is null
          and ${memberSeesProjectSql(table, 'm.id', 'target.project_id')}`,
      [projectId, uuidArray(candidates)],
      'all',
      em.getTransactionContext(),
    );
    return new Set(rows.map((m) => m.id));
  }

  /** Writes a new in-app notification. */
  async insertNotification(em: EntityManager, data: RequiredEntityData<Notification>): Promise<Notification> {
    const notification = em.create(Notification, data);
    await em.flush();
    return notification;
  }
}
