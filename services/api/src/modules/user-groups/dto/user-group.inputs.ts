import { Field, ID, InputType } from '@nestjs/graphql';
import { IsArray, IsOptional, IsString } from 'class-validator';

// Lengths, counts and ids are checked by UserGroupsService with clear messages, not here.

@InputType()
export class CreateUserGroupInput {
  @Field() @IsString() name!: string;
  @Field(() => [ID], { nullable: true, description: 'Members to put in it at once.' })
  @IsOptional()
  @IsArray()
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
  @Field(() => [ID]) @IsArray() @IsString({ each: true }) memberIds!: string[];
}
