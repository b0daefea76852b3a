import { randomUUID } from 'node:crypto';
import type { InAppNotificationKindValue, Role } from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import { NOTIFICATION_EVENTS } from '@fieldnote/core';
import type { AccessRequestNotificationsRepository } from './access-request-notifications.repository';

/** Characters of a request's message quoted in a notification. */
const EXCERPT_LENGTH = 280;

/** What one access request notification says: who, which request, which role. */
export interface AccessRequestNotice {
  kind: Extract<
    InAppNotificationKindValue,
    'ACCESS_REQUESTED' | 'ACCESS_REQUEST_APPROVED' | 'ACCESS_REQUEST_DENIED'
  >;
  actorId: string;
  projectId: string;
  accessRequestId: string;
  role: Role;
  /** The requester's message (to deciders); empty for decisions. */
  excerpt: string;
}

/**
 * Writes one in-app notification per recipient about an access request (spec 001 payload "access
 * request (role, accessRequestId)"), in the caller's transaction, each with its outbox event: the
 * worker mails it when the recipient's settings say so, the live channel rings the bell.
 */
export async function notifyAboutAccessRequest(
  notifications: AccessRequestNotificationsRepository,
  em: EntityManager,
  workspaceId: string,
  recipientIds: readonly string[],
  notice: AccessRequestNotice,
): Promise<void> {
  for (const recipientId of new Set(recipientIds)) {
    const notification = await notifications.insert(em, {
      id: randomUUID(),
      recipientId,
      kind: notice.kind,
      actorId: notice.actorId,
      projectId: notice.projectId,
      commentId: null,
      insightId: null,
      accessRequestId: notice.accessRequestId,
      role: notice.role,
      excerpt: notice.excerpt.slice(0, EXCERPT_LENGTH),
      createdAt: new Date(),
      readAt: null,
      emailedAt: null,
    });
    await recordEvent(em, NOTIFICATION_EVENTS.created, workspaceId, {
      notificationId: notification.id,
      recipientId,
      kind: notice.kind,
      accessRequestId: notice.accessRequestId,
      role: notice.role,
      projectId: notice.projectId,
    });
  }
}
