import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { Invite } from '@fieldnote/db';
import { Role } from '../../common/enums';

@ObjectType('Invite')
export class InviteModel {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field(() => Role) role!: Role;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field() expiresAt!: Date;
  @Field({ description: 'The link that was e-mailed, for the manager to share another way.' }) link!: string;

  static from(invite: Invite, link: string): InviteModel {
    return Object.assign(new InviteModel(), {
      id: invite.id,
      email: invite.email,
      role: invite.role as Role,
      message: invite.message,
      expiresAt: invite.expiresAt,
      link,
    });
  }
}
