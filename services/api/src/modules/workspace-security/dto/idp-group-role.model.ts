import { Field, ObjectType } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { IdpGroupRole } from '@fieldnote/control-plane';
import '../../../common/enums';

@ObjectType('IdpGroupRole', {
  description:
    'An identity provider group (OIDC groups claim or SCIM group) mapped to a role; a member gets the highest role their groups map to.',
})
export class IdpGroupRoleModel {
  @Field({ description: 'The group name, matched without regard to case.' }) groupName!: string;
  @Field(() => Role) role!: Role;
  @Field({ description: 'Whether members of the group are workspace admins (spec 001 §3 workspaceAdmin).' })
  workspaceAdmin!: boolean;

  static from(m: IdpGroupRole): IdpGroupRoleModel {
    return Object.assign(new IdpGroupRoleModel(), {
      groupName: m.groupName,
      role: m.role,
      workspaceAdmin: m.workspaceAdmin,
    });
  }
}
