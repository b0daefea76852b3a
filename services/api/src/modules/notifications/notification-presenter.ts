import type { InAppNotificationKindValue, Role } from '@fieldnote/core';
import { Comment, Highlight, Insight, Member, Note, type Notification, Project } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DELETED_USER, commentPath, targetOf } from '../comments';
import { NotificationModel } from './dto/notification.model';

/**
 * Inbox items as the recipient sees them: who, about which note or insight, and the link that opens
 * the comment (hash `comment-{id}`) or the insight. A few batched reads, whatever the page size.
 */
export async function presentNotifications(
  em: EntityManager,
  rows: Notification[],
): Promise<NotificationModel[]> {
  if (rows.length === 0) return [];
  const ids = <T>(pick: (x: T) => string | null, list: T[]): string[] => [
    ...new Set(list.flatMap((x) => (pick(x) ? [pick(x)!] : []))),
  ];
  const keyed = <T extends { id: string }>(list: T[]): Map<string, T> => new Map(list.map((x) => [x.id, x]));
  const commentIds = ids((n) => n.commentId, rows);
  const comments = keyed(commentIds.length ? await em.find(Comment, { id: { $in: commentIds } }) : []);
  const highlightIds = ids((c) => c.highlightId, [...comments.values()]);
  const highlights = keyed(
    highlightIds.length ? await em.find(Highlight, { id: { $in: highlightIds } }) : [],
  );
  const noteIds = [
    ...ids((c) => c.noteId, [...comments.values()]),
    ...ids((h) => h.noteId, [...highlights.values()]),
  ];
  const notes = keyed(
    noteIds.length ? await em.find(Note, { id: { $in: noteIds } }, { fields: ['id', 'title'] }) : [],
  );
  const insightIds = [...ids((c) => c.insightId, [...comments.values()]), ...ids((n) => n.insightId, rows)];
  const insights = keyed(
    insightIds.length ? await em.find(Insight, { id: { $in: insightIds } }, { fields: ['id', 'title'] }) : [],
  );
  // Access request notifications name their project; through the member's gate, so a project the
  // recipient may not see (a denied request) keeps its title to itself.
  const projectIds = ids((n) => (n.accessRequestId ? n.projectId : null), rows);
  const projects = keyed(
    projectIds.length ? await em.find(Project, { id: { $in: projectIds } }, { fields: ['id', 'title'] }) : [],
  );
  const actorIds = ids((n) => n.actorId, rows);
  const people = keyed(actorIds.length ? await em.find(Member, { id: { $in: actorIds } }) : []);

  return rows.map((n) => {
    let title = '';
    let path = '/home';
    const comment = n.commentId ? comments.get(n.commentId) : undefined;
    if (comment) {
      const target = targetOf(comment);
      const noteId =
        comment.noteId ?? (comment.highlightId ? highlights.get(comment.highlightId)?.noteId : null);
      title =
        (target.type === 'INSIGHT' ? insights.get(target.id)?.title : notes.get(noteId ?? '')?.title) ?? '';
      path = commentPath({ type: target.type, id: target.id, noteId: noteId ?? null }, comment.id);
    } else if (n.insightId) {
      title = insights.get(n.insightId)?.title ?? '';
      path = `/insights/${n.insightId}`;
    } else if (n.accessRequestId && n.projectId) {
      title = projects.get(n.projectId)?.title ?? '';
      path =
        n.kind === 'ACCESS_REQUESTED'
          ? `/projects/${n.projectId}/settings/access#access-request-${n.accessRequestId}`
          : `/projects/${n.projectId}`;
    }
    const actor = n.actorId ? people.get(n.actorId) : undefined;
    return Object.assign(new NotificationModel(), {
      id: n.id,
      type: n.kind as InAppNotificationKindValue,
      actor: n.actorId
        ? { id: n.actorId, name: actor && !actor.deactivatedAt ? actor.name : DELETED_USER }
        : null,
      title,
      excerpt: n.excerpt,
      path,
      accessRequestId: n.accessRequestId,
      role: n.role as Role | null,
      read: n.readAt !== null,
      createdAt: n.createdAt,
    });
  });
}
