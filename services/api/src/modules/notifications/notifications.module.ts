import { Module } from '@nestjs/common';
import { AccountNotificationsResolver } from './account-notifications.resolver';
import { NotificationsResolver } from './notifications.resolver';
import { NotificationsService } from './notifications.service';
import { NotificationsRepository } from './notifications.repository';
import { NotificationPresenter } from './notification-presenter';

/** Notifications: a member's inbox and settings, in the workspace and across accounts. */
@Module({
  providers: [
    NotificationsRepository,
    NotificationsResolver,
    AccountNotificationsResolver,
    NotificationsService,
    NotificationPresenter,
  ],
})
export class NotificationsModule {}
