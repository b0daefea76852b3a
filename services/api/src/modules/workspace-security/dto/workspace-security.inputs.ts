import { Field, ID, InputType, Int } from '@nestjs/graphql';
import {
  MAX_BREAK_GLASS_MANAGERS,
  MAX_IDP_GROUP_MAPPINGS,
  MAX_IDP_GROUP_NAME_LENGTH,
  Role,
} from '@fieldnote/core';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import '../../../common/enums';

// The lifetimes' range and the enforcement rules are checked by WorkspaceSecurityService, with the
// spec's limits in their messages.

@InputType({ description: 'Session lifetimes in seconds (300 to 604800); null removes the limit.' })
export class SessionLifetimesInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  idleLifetime!: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  absoluteLifetime!: number | null;
}

@InputType({ description: 'Whether SSO is required, and who may still use a password (1 to 5 managers).' })
export class SsoEnforcementInput {
  @Field()
  @IsBoolean()
  ssoEnforced!: boolean;

  @Field(() => [ID])
  @IsArray()
  @ArrayMaxSize(MAX_BREAK_GLASS_MANAGERS)
  @IsUUID('all', { each: true })
  breakGlassAccountIds!: string[];
}

@InputType({ description: 'One IdP group mapped to a role.' })
export class IdpGroupRoleInput {
  @Field()
  @IsString()
  @MaxLength(MAX_IDP_GROUP_NAME_LENGTH)
  groupName!: string;

  @Field(() => Role)
  @IsEnum(Role)
  role!: Role;

  @Field()
  @IsBoolean()
  workspaceAdmin!: boolean;
}

@InputType({ description: 'Every group mapping of the workspace (replaces the saved ones).' })
export class IdpGroupRolesInput {
  @Field(() => [IdpGroupRoleInput])
  @IsArray()
  @ArrayMaxSize(MAX_IDP_GROUP_MAPPINGS)
  @ValidateNested({ each: true })
  @Type(() => IdpGroupRoleInput)
  mappings!: IdpGroupRoleInput[];
}
