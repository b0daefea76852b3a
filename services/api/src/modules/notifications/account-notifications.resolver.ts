import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { parsePathId } from '@fieldnote/core';
import { AccountNotificationsService, MAX_ACCOUNT_INBOX_ITEMS } from '@fieldnote/control-plane';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { AccountNotificationInboxModel, AccountNotificationModel } from './dto/account-notification.model';

/**
 * The caller's account inbox (issue 10): invitations to workspaces they have not joined, shown with
 * the workspace inbox wherever they are signed in. The person's own, so sessions only: an API token
 * opens one workspace, never the account (requireAccount refuses it).
 */
@Resolver(() => AccountNotificationModel)
export class AccountNotificationsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly notices: AccountNotificationsService,
  ) {}

  @Query(() => AccountNotificationInboxModel, {
    description: 'The signed-in account’s own notifications (invitations to other workspaces).',
  })
  async accountNotificationInbox(
    @Args('limit', { type: () => Int, defaultValue: 30, description: `1 to ${MAX_ACCOUNT_INBOX_ITEMS}.` })
    limit: number,
    @Context() ctx: GqlContext,
  ): Promise<AccountNotificationInboxModel> {
    const { items, unreadCount } = await this.notices.inbox(await this.access.requireAccount(ctx.req), limit);
    return Object.assign(new AccountNotificationInboxModel(), {
      items: items.map((n) => AccountNotificationModel.from(n)),
      unreadCount,
    });
  }

  @Mutation(() => AccountNotificationModel)
  async markAccountNotificationRead(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<AccountNotificationModel> {
    const accountId = await this.access.requireAccount(ctx.req);
    return AccountNotificationModel.from(await this.notices.markRead(accountId, parsePathId(id)));
  }
}
