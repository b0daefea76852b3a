import { Field, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { FOLLOW_FREQUENCIES, type FollowFrequencyValue } from '@fieldnote/core';
import type { NotificationSettings } from '@fieldnote/db';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';

/** GraphQL's view of FOLLOW_FREQUENCIES (spec 000 §2). */
export const FollowFrequency = Object.fromEntries(FOLLOW_FREQUENCIES.map((f) => [f, f])) as {
  [K in FollowFrequencyValue]: K;
};
registerEnumType(FollowFrequency, {
  name: 'FollowFrequency',
  description: 'How often the digest e-mail goes out (spec 000 §2: MONTHLY, WEEKLY, DAILY).',
});

/** The caller's e-mail choices (spec 000 §2 notification options). */
@ObjectType('NotificationSettings')
export class NotificationSettingsModel {
  @Field({ description: 'A digest of every unread notification, at the follow frequency.' })
  allChangesEnabled!: boolean;
  @Field({ description: 'An e-mail at once when an insight is published.' })
  insightsPublishedEnabled!: boolean;
  @Field({ description: 'An e-mail at once when mentioned or replied to.' }) allCommentsEnabled!: boolean;
  @Field(() => FollowFrequency) followFrequency!: FollowFrequencyValue;

  static from(s: NotificationSettings): NotificationSettingsModel {
    return Object.assign(new NotificationSettingsModel(), {
      allChangesEnabled: s.allChangesEnabled,
      insightsPublishedEnabled: s.insightsPublishedEnabled,
      allCommentsEnabled: s.allCommentsEnabled,
      followFrequency: s.followFrequency as FollowFrequencyValue,
    });
  }
}

/** Fields left out stay as they are. */
@InputType()
export class UpdateNotificationSettingsInput {
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() allChangesEnabled?: boolean | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() insightsPublishedEnabled?:
    boolean | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() allCommentsEnabled?: boolean | null;
  @Field(() => FollowFrequency, { nullable: true })
  @IsOptional()
  @IsIn(FOLLOW_FREQUENCIES)
  followFrequency?: FollowFrequencyValue | null;
}
