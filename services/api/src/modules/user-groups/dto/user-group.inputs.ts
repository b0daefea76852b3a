import { Field, ID, InputType } from '@nestjs/graphql';
import { USER_GROUP_LIMITS } from '@fieldnote/core';
import { ArrayMaxSize, IsArray, IsOptional, IsString } from 'class-validator';

const TOO_MANY_MEMBERS = `A user group can have at most ${USER_GROUP_LIMITS.membersPerGroup} members.`;

// Lengths, counts and ids are checked by UserGroupsService with clear messages, not here.

@InputType()
export class CreateUserGroupInput {
  @Field() @IsString() name!: string;
  @Field(() => [ID], { nullable: true, description: 'Members to put in it at once.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(USER_GROUP_LIMITS.membersPerGroup, { message: TOO_MANY_MEMBERS })
  @IsString({ each: true })
  memberIds?: string[] | null;
}

@InputType()
export class RenameUserGroupInput {
  @Field(() => ID) @IsString() id!: string;
  @Field() @IsString() name!: string;
}

@InputType()
export class UserGroupMembersInput {
  @Field(() => ID) @IsString() groupId!: string;
  @Field(() => [ID])
  @IsArray()
  @ArrayMaxSize(USER_GROUP_LIMITS.membersPerGroup, { message: TOO_MANY_MEMBERS })
  @IsString({ each: true })
  memberIds!: string[];
}
