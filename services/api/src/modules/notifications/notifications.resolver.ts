import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { NotificationInboxModel, NotificationModel } from './dto/notification.model';
import {
  NotificationSettingsModel,
  UpdateNotificationSettingsInput,
} from './dto/notification-settings.model';
import { NotificationPresenter } from './notification-presenter';
import { MAX_INBOX_ITEMS, NotificationsService } from './notifications.service';
import { Role } from '@fieldnote/core';

/** The caller's in-app inbox and e-mail notification settings (`/settings/user/notifications`). */
@Resolver(() => NotificationModel)
export class NotificationsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly notifications: NotificationsService,
    private readonly presenter: NotificationPresenter,
  ) {}

  @Query(() => NotificationInboxModel, { description: 'The caller’s newest notifications and unread count.' })
  async notificationInbox(
    @Args('limit', { type: () => Int, defaultValue: 30, description: `1 to ${MAX_INBOX_ITEMS}.` })
    limit: number,
    @Context() ctx: GqlContext,
  ): Promise<NotificationInboxModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    const { items, unreadCount } = await this.notifications.inbox(scope, limit);
    return Object.assign(new NotificationInboxModel(), {
      items: await this.presenter.present(scope.em, items),
      unreadCount,
    });
  }

  @Mutation(() => NotificationModel)
  async markNotificationRead(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<NotificationModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    const [model] = await this.presenter.present(scope.em, [await this.notifications.markRead(scope, id)]);
    return model!;
  }

  @Mutation(() => Int, { description: 'Marks all the caller’s notifications read; how many were unread.' })
  async markAllNotificationsRead(@Context() ctx: GqlContext): Promise<number> {
    return this.notifications.markAllRead(await this.access.require(ctx.req, Role.VIEWER));
  }

  @Query(() => NotificationSettingsModel)
  async notificationSettings(@Context() ctx: GqlContext): Promise<NotificationSettingsModel> {
    return NotificationSettingsModel.from(
      await this.notifications.settings(await this.access.require(ctx.req, Role.VIEWER)),
    );
  }

  @Mutation(() => NotificationSettingsModel)
  async updateNotificationSettings(
    @InputArgs('input') input: UpdateNotificationSettingsInput,
    @Context() ctx: GqlContext,
  ): Promise<NotificationSettingsModel> {
    return NotificationSettingsModel.from(
      await this.notifications.updateSettings(await this.access.require(ctx.req, Role.VIEWER), input),
    );
  }
}
