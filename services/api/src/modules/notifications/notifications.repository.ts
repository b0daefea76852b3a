import { Injectable } from '@nestjs/common';
import { Notification, NotificationSettings } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The queries of a member's own notifications and settings. Every method runs through `em`. */
@Injectable()
export class NotificationsRepository {
  /** The member's newest notifications, at most `limit`. */
  newest(em: EntityManager, recipientId: string, limit: number): Promise<Notification[]> {
    return em.find(Notification, { recipientId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  countUnread(em: EntityManager, recipientId: string): Promise<number> {
    return em.count(Notification, { recipientId, readAt: null });
  }

  /** The member's notification of this id, or null (another member's is as good as none). */
  findOwn(em: EntityManager, recipientId: string, id: string): Promise<Notification | null> {
    return em.findOne(Notification, { id, recipientId });
  }

  /** Marks every unread notification of the member read at `at`; how many were unread. */
  markAllRead(em: EntityManager, recipientId: string, at: Date): Promise<number> {
    return em.nativeUpdate(Notification, { recipientId, readAt: null }, { readAt: at });
  }

  /** The member's saved settings, or null before they first save. */
  settingsOf(em: EntityManager, memberId: string): Promise<NotificationSettings | null> {
    return em.findOne(NotificationSettings, { memberId });
  }
}
