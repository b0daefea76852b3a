import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { AccountNotice, InviteNoticeStatus } from '@fieldnote/control-plane';
import { Role } from '../../../common/enums';

export enum AccountNotificationType {
  WORKSPACE_INVITE = 'WORKSPACE_INVITE',
}
registerEnumType(AccountNotificationType, {
  name: 'AccountNotificationType',
  description: 'Why the account was notified: invited to a workspace it is not a member of.',
});

export enum InviteStatus {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  EXPIRED = 'EXPIRED',
}
registerEnumType(InviteStatus, { name: 'InviteStatus' });

/** One item of the caller's account inbox: news for the person, whichever workspace they are in. */
@ObjectType('AccountNotification')
export class AccountNotificationModel {
  @Field(() => ID) id!: string;
  @Field(() => AccountNotificationType) type!: AccountNotificationType;
  @Field({ description: 'The workspace the invitation is to.' }) workspaceName!: string;
  @Field({ description: 'Who sent it, or "Deleted user" when that account is gone.' }) invitedByName!: string;
  @Field(() => Role) role!: Role;
  @Field(() => String, { nullable: true, description: 'The inviter’s message.' }) message!: string | null;
  @Field(() => InviteStatus) status!: InviteStatus;
  @Field({
    description:
      'Where it leads (a full URL): the workspace list on the root address, where the invitation is accepted, or the workspace once joined.',
  })
  url!: string;
  @Field() read!: boolean;
  @Field() createdAt!: Date;

  static from(notice: AccountNotice): AccountNotificationModel {
    return Object.assign(new AccountNotificationModel(), {
      id: notice.id,
      type: AccountNotificationType[notice.kind],
      workspaceName: notice.workspaceName,
      invitedByName: notice.invitedByName,
      role: notice.role as Role,
      message: notice.message,
      status: InviteStatus[notice.status satisfies InviteNoticeStatus],
      url: notice.url,
      read: notice.read,
      createdAt: notice.createdAt,
    });
  }
}

/** The caller's account inbox: the newest items and how many pending invitations are unread. */
@ObjectType('AccountNotificationInbox')
export class AccountNotificationInboxModel {
  @Field(() => [AccountNotificationModel]) items!: AccountNotificationModel[];
  @Field(() => Int) unreadCount!: number;
}
