import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { AccessRequestStatus, Permission } from '@fieldnote/core';
import { Role } from '../../../common/enums';

registerEnumType(AccessRequestStatus, {
  name: 'AccessRequestStatus',
  description: 'PENDING until decided; a pending request older than 3 days is EXPIRED (spec 000 §9).',
});

@ObjectType('AccessRequester', { description: 'The member who asked for access.' })
export class AccessRequesterModel {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() email!: string;
}

@ObjectType('AccessRequest', { description: "A member's request for access to a private project." })
export class AccessRequestModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) projectId!: string;
  @Field(() => AccessRequesterModel) requester!: AccessRequesterModel;
  @Field(() => Permission, { description: 'What was asked for.' }) permission!: Permission;
  @Field(() => Role, { description: 'The role the permission gives (spec 000 §6): VIEWER or CONTRIBUTOR.' })
  role!: Role;
  @Field({ description: "The requester's message (may be empty)." }) message!: string;
  @Field(() => AccessRequestStatus) status!: AccessRequestStatus;
  @Field() createdAt!: Date;
  @Field({ description: 'When it expires unless decided (3 days after it was made).' }) expiresAt!: Date;
  @Field(() => Date, { nullable: true }) decidedAt!: Date | null;
}

@ObjectType('AccessRequestTarget', {
  description:
    'A project as someone who may not see it learns of it from a link: its id only, never its title or contents.',
})
export class AccessRequestTargetModel {
  @Field(() => ID) projectId!: string;
  @Field({ description: 'Whether the caller can already see the project.' }) hasAccess!: boolean;
  @Field(() => AccessRequestModel, {
    nullable: true,
    description: "The caller's own pending request for it, if any (not expired).",
  })
  pendingRequest!: AccessRequestModel | null;
}
