import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IN_APP_NOTIFICATION_KINDS, type InAppNotificationKindValue } from '@fieldnote/core';
import { Role } from '../../../common/enums';
import { CommentPersonModel } from '../../comments';
import { BillingNoticeModel } from './billing-notice.model';

/** GraphQL's view of IN_APP_NOTIFICATION_KINDS. */
export const NotificationType = Object.fromEntries(IN_APP_NOTIFICATION_KINDS.map((k) => [k, k])) as {
  [K in InAppNotificationKindValue]: K;
};
registerEnumType(NotificationType, {
  name: 'NotificationType',
  description:
    'Why a member was notified: mentioned, replied to, an insight was published, an access request was made or decided, a data retention warning, or a billing notice to managers (trial, invoice due, payment failed, renewal).',
});

/** One item of the caller's inbox. */
@ObjectType('Notification')
export class NotificationModel {
  @Field(() => ID) id!: string;
  @Field(() => NotificationType) type!: InAppNotificationKindValue;
  @Field(() => CommentPersonModel, { nullable: true, description: 'Who caused it.' })
  actor!: CommentPersonModel | null;
  @Field({
    description: 'The note, insight or project it is about (empty for a project the recipient may not see).',
  })
  title!: string;
  @Field({ description: "A quote of the comment, the insight title, or an access request's message." })
  excerpt!: string;
  @Field({
    description:
      "Where it leads: the comment (`…#comment-{id}`), the insight, a project's access page or the project.",
  })
  path!: string;
  @Field(() => ID, { nullable: true, description: 'The access request it is about (spec 001 payload).' })
  accessRequestId!: string | null;
  @Field(() => Role, { nullable: true, description: 'The role asked for or given by the access request.' })
  role!: Role | null;
  @Field(() => BillingNoticeModel, {
    nullable: true,
    description: 'A billing notice’s fields (spec 001 §3 notification payloads); null for other kinds.',
  })
  billing!: BillingNoticeModel | null;
  @Field() read!: boolean;
  @Field() createdAt!: Date;
}

/** The caller's inbox: the newest items and how many are unread in all. */
@ObjectType('NotificationInbox')
export class NotificationInboxModel {
  @Field(() => [NotificationModel]) items!: NotificationModel[];
  @Field(() => Int) unreadCount!: number;
}
