import { Injectable } from '@nestjs/common';
import {
  BILLING_NOTICE_KINDS,
  type InAppNotificationKindValue,
  type Role,
  billingNoticePayloadSchema,
} from '@fieldnote/core';
import type { Notification } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DELETED_USER, commentPath, targetOf } from '../comments';
import { BillingNoticeModel } from './dto/billing-notice.model';
import { NotificationModel } from './dto/notification.model';
import { type InboxSubjects, NotificationsRepository } from './notifications.repository';

/**
 * Inbox items as the recipient sees them: who, about which note or insight, and the link that opens
 * the comment (hash `comment-{id}`) or the insight. A few batched reads, whatever the page size.
 */
@Injectable()
export class NotificationPresenter {
  constructor(private readonly notifications: NotificationsRepository) {}

  async present(em: EntityManager, rows: Notification[]): Promise<NotificationModel[]> {
    if (rows.length === 0) return [];
    return modelsOf(rows, await this.notifications.findInboxSubjects(em, rows));
  }
}

function modelsOf(
  rows: Notification[],
  { comments, highlights, notes, insights, projects, actors: people }: InboxSubjects,
): NotificationModel[] {
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
    } else if (n.kind === 'DATA_RETENTION_WARNING') {
      // The warning's own sentence (what, how much, when) is its excerpt.
      path = '/settings/data-retention';
    } else if (isBillingNotice(n.kind)) {
      path = '/settings/billing';
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
      billing: isBillingNotice(n.kind) ? billingOf(n.payload ?? null) : null,
      read: n.readAt !== null,
      createdAt: n.createdAt,
    });
  });
}

function isBillingNotice(kind: string): boolean {
  return (BILLING_NOTICE_KINDS as readonly string[]).includes(kind);
}

/** The stored payload as GraphQL's BillingNotice (dates as dates); an unreadable one is all nulls. */
function billingOf(payload: Record<string, unknown> | null): BillingNoticeModel {
  const parsed = billingNoticePayloadSchema.safeParse(payload ?? {});
  const p = parsed.success ? parsed.data : billingNoticePayloadSchema.parse({});
  const date = (v: string | null) => (v ? new Date(v) : null);
  return Object.assign(new BillingNoticeModel(), {
    ...p,
    trialEndsAt: date(p.trialEndsAt),
    dueDate: date(p.dueDate),
    renewalDate: date(p.renewalDate),
  });
}
