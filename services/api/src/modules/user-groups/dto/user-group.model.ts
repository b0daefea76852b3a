import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('UserGroupMember')
export class UserGroupMemberModel {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() email!: string;
}

@ObjectType('UserGroup', {
  description: 'A named set of members that project access can be given to at once.',
})
export class UserGroupModel {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => Int) memberCount!: number;
  @Field(() => [UserGroupMemberModel], { description: 'By name.' }) members!: UserGroupMemberModel[];
  @Field() createdAt!: Date;
}
