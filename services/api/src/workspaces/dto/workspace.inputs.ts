import { Field, ID, InputType } from '@nestjs/graphql';
import { MAX_LENGTH, SUBDOMAIN_MAX_LENGTH } from '@fieldnote/core';
import { IsEnum, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Region, Role } from '../../common/enums';
import { MultiLineText } from '../../graphql/multi-line-text.decorator';

@InputType()
export class CreateWorkspaceInput {
  @Field() @IsString() @MaxLength(MAX_LENGTH.teamName) name!: string;
  @Field(() => String, { nullable: true, description: 'Suggested from the name when omitted.' })
  @IsOptional()
  @IsString()
  @MaxLength(SUBDOMAIN_MAX_LENGTH)
  subdomain?: string | null;
  @Field(() => Region, { nullable: true, description: 'Default US_B.' })
  @IsOptional()
  @IsEnum(Region)
  region?: Region | null;
}

@InputType()
export class InviteMemberInput {
  @Field() @IsString() @MaxLength(MAX_LENGTH.teamUserEmail) email!: string;
  @Field(() => Role) @IsEnum(Role) role!: Role;
  @Field(() => String, { nullable: true })
  @MultiLineText()
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.inviteMessage)
  message?: string | null;
}

@InputType()
export class AcceptInviteInput {
  @Field() @IsString() @MaxLength(200) token!: string;
  @Field(() => String, { nullable: true, description: 'For a new account.' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.teamUserName)
  name?: string | null;
  @Field(() => String, { nullable: true, description: 'For a new account.' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.appPassword)
  password?: string | null;
}

@InputType()
export class ChangeMemberRoleInput {
  @Field(() => ID) @IsUUID('all', { message: 'memberId must be a UUID.' }) memberId!: string;
  @Field(() => Role) @IsEnum(Role) role!: Role;
}

@InputType()
export class RemoveMemberInput {
  @Field(() => ID) @IsUUID('all', { message: 'memberId must be a UUID.' }) memberId!: string;
}
