import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { NOTIFICATION_EVENTS, commentPlainText, type InAppNotificationKindValue } from '@fieldnote/core';
import type { Comment } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import { CommentsRepository } from './comments.repository';

/** Characters of a comment quoted in a notification. */
const EXCERPT_LENGTH = 280;

/**
 * Writes the in-app notifications a saved comment causes, in the caller's transaction, each with its
 * outbox event (the worker mails it; the live channel rings the bell): a MENTION for each member
 * newly mentioned, and on a reply a REPLY for the authors of the thread's first comment and of the
 * comment replied to. Nobody is told about their own comment, or twice about the same one.
 */
@Injectable()
export class CommentNotifier {
  constructor(private readonly comments: CommentsRepository) {}

  async notify(
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
    const active = await this.comments.activeMembersSeeingProject(
      em,
      schemaName,
      comment.projectId,
      wanted.map((w) => w.recipientId),
    );
    const excerpt = commentPlainText(comment.body).slice(0, EXCERPT_LENGTH);
    for (const { recipientId, kind } of wanted) {
      if (!active.has(recipientId)) continue;
      const notification = await this.comments.insertNotification(em, {
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
      await recordEvent(em, NOTIFICATION_EVENTS.created, workspaceId, {
        notificationId: notification.id,
        recipientId,
        kind,
        commentId: comment.id,
        projectId: comment.projectId,
      });
    }
  }
}
