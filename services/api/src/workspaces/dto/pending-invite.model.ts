import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { Invite } from '@fieldnote/db';
import { Role } from '../../common/enums';

@ObjectType('PendingInvite', { description: 'An invite not yet accepted (its link is only in the e-mail).' })
export class PendingInviteModel {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field(() => Role) role!: Role;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field({ description: 'Who sent it, or "Deleted user" when that account is gone.' }) invitedByName!: string;
  @Field() createdAt!: Date;
  @Field() expiresAt!: Date;
  @Field({ description: 'True once the link has expired; resending makes a new one.' }) expired!: boolean;

  static from(invite: Invite, invitedByName: string, now: Date): PendingInviteModel {
    return Object.assign(new PendingInviteModel(), {
      id: invite.id,
      email: invite.email,
      role: invite.role as Role,
      message: invite.message,
      invitedByName,
      createdAt: invite.createdAt,
      expiresAt: invite.expiresAt,
      expired: invite.expiresAt <= now,
    });
  }
}
