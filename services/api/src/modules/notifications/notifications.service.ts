import { Injectable } from '@nestjs/common';
import { AppError, type FollowFrequencyValue, NOTIFICATION_EVENTS, parsePathId } from '@fieldnote/core';
import type { Notification, NotificationSettings } from '@fieldnote/db';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { NotificationsRepository } from './notifications.repository';

/** Most inbox items one query returns. */
export const MAX_INBOX_ITEMS = 100;

/**
 * The caller's own inbox and e-mail settings: nobody reads or marks another member's notifications.
 * Marking read writes its outbox event so the caller's other open tabs update their badge.
 */
@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  async inbox(scope: WorkspaceScope, limit: number): Promise<{ items: Notification[]; unreadCount: number }> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_INBOX_ITEMS)
      throw AppError.badInput(`limit must be between 1 and ${MAX_INBOX_ITEMS}.`, { field: 'limit' });
    const items = await this.notifications.newest(scope.em, scope.accountId, limit);
    const unreadCount = await this.notifications.countUnread(scope.em, scope.accountId);
    return { items, unreadCount };
  }

  async markRead(scope: WorkspaceScope, rawId: string): Promise<Notification> {
    return scope.em.transactional(async (em) => {
      const notification = await this.notifications.findOwn(em, scope.accountId, parsePathId(rawId));
      if (!notification) throw AppError.notFound('Notification');
      if (notification.readAt) return notification;
      notification.readAt = new Date();
      await this.notifications.save(em, notification);
      await recordEvent(em, NOTIFICATION_EVENTS.read, scope.workspace.id, {
        notificationId: notification.id,
      });
      return notification;
    });
  }

  /** Marks every unread notification of the caller read; returns how many were unread. */
  async markAllRead(scope: WorkspaceScope): Promise<number> {
    return scope.em.transactional(async (em) => {
      const marked = await this.notifications.markAllRead(em, scope.accountId, new Date());
      if (marked > 0)
        await recordEvent(em, NOTIFICATION_EVENTS.allRead, scope.workspace.id, { count: marked });
      return marked;
    });
  }

  /** The caller's settings; the defaults until they first save. */
  async settings(scope: WorkspaceScope): Promise<NotificationSettings> {
    return this.notifications.settingsOrDefaults(scope.em, scope.accountId);
  }

  async updateSettings(
    scope: WorkspaceScope,
    input: {
      allChangesEnabled?: boolean | null;
      insightsPublishedEnabled?: boolean | null;
      allCommentsEnabled?: boolean | null;
      followFrequency?: FollowFrequencyValue | null;
    },
  ): Promise<NotificationSettings> {
    return scope.em.transactional(async (em) => {
      const settings = await this.notifications.settingsToChange(em, scope.accountId);
      if (input.allChangesEnabled != null) settings.allChangesEnabled = input.allChangesEnabled;
      if (input.insightsPublishedEnabled != null)
        settings.insightsPublishedEnabled = input.insightsPublishedEnabled;
      if (input.allCommentsEnabled != null) settings.allCommentsEnabled = input.allCommentsEnabled;
      if (input.followFrequency != null) settings.followFrequency = input.followFrequency;
      settings.updatedAt = new Date();
      await this.notifications.save(em, settings);
      await recordEvent(em, NOTIFICATION_EVENTS.settingsUpdated, scope.workspace.id, {
        memberId: scope.accountId,
      });
      return settings;
    });
  }
}
