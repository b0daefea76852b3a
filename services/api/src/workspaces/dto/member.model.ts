import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { Member } from '@fieldnote/db';
import { Role } from '../../common/enums';

@ObjectType('Member')
export class MemberModel {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() email!: string;
  @Field(() => Role) role!: Role;
  @Field() createdAt!: Date;
  @Field({
    description:
      'Spec 001 §3 workspace user flag, set by identity provider group mappings (/settings/security).',
  })
  workspaceAdmin!: boolean;

  static from(member: Member): MemberModel {
    return Object.assign(new MemberModel(), {
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role as Role,
      createdAt: member.createdAt,
      workspaceAdmin: member.workspaceAdmin,
    });
  }
}
