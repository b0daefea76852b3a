import { randomUUID } from 'node:crypto';
import { NOTIFICATION_EVENTS, commentPlainText, type InAppNotificationKindValue } from '@fieldnote/core';
import { type Comment, Notification, memberSeesProjectSql, quoteSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';

/** Characters of a comment quoted in a notification. */
const EXCERPT_LENGTH = 280;

/**
 * Writes the in-app notifications a saved comment causes, in the caller's transaction, each with its
 * outbox event (the worker mails it; the live channel rings the bell): a MENTION for each member
 * newly mentioned, and on a reply a REPLY for the authors of the thread's first comment and of the
 * comment replied to. Nobody is told about their own comment, or twice about the same one.
 */
export async function notifyAboutComment(
  em: EntityManager,
  workspaceId: string,
  schemaName: string,
  comment: Comment,
  options: { alreadyMentioned: readonly string[]; repliedTo: readonly string[] },
): Promise<void> {
  const told = new Set<string>([comment.createdBy]);
  const wanted: { recipientId: string; kind: InAppNotificationKindValue }[] = [];
  const add = (recipientId: string, kind: InAppNotificationKindValue): void => {
    if (told.has(recipientId)) return;
    told.add(recipientId);
    wanted.push({ recipientId, kind });
  };
  for (const id of comment.mentionedIds) if (!options.alreadyMentioned.includes(id)) add(id, 'MENTION');
  for (const id of options.repliedTo) add(id, 'REPLY');
  if (wanted.length === 0) return;

  // Former members hear nothing, and nobody hears of a comment in a project they may not see.
  const schema = quoteSchema(schemaName);
  const candidates = wanted.map((w) => w.recipientId);
  const active = new Set(
    (
      await em.getConnection().execute<{ id: string }[]>(
        // The project id is a parameter once, named by the target row where the test repeats it.
        `select m.id from ${schema}.members m, (select ?::uuid as project_id) target
          where m.id = any(?::uuid[]) and m.deactivated_at is null
            and ${memberSeesProjectSql(schema, 'm.id', 'target.project_id')}`,
        [comment.projectId, `{${candidates.join(',')}}`],
        'all',
        em.getTransactionContext(),
      )
    ).map((m) => m.id),
  );
  const excerpt = commentPlainText(comment.body).slice(0, EXCERPT_LENGTH);
  for (const { recipientId, kind } of wanted) {
    if (!active.has(recipientId)) continue;
    const notification = em.create(Notification, {
      id: randomUUID(),
      recipientId,
      kind,
      actorId: comment.createdBy,
      projectId: comment.projectId,
      commentId: comment.id,
      insightId: null,
      excerpt,
      createdAt: new Date(),
      readAt: null,
      emailedAt: null,
    });
    await em.flush();
    await recordEvent(em, NOTIFICATION_EVENTS.created, workspaceId, {
      notificationId: notification.id,
      recipientId,
      kind,
      commentId: comment.id,
      projectId: comment.projectId,
    });
  }
}
