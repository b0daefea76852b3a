import { Field, InputType } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import { ArrayMaxSize, IsArray, IsBoolean, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import '../../../common/enums';

// Formats (URL, scope tokens, claim names) are checked by SsoService with clear messages, not here.

@InputType({ description: "The workspace's OIDC connection, as saved on /settings/authentication." })
export class SsoSettingsInput {
  @Field({ description: 'The issuer URL; its /.well-known/openid-configuration must answer.' })
  @IsString()
  @MaxLength(2000)
  issuer!: string;

  @Field({ description: 'client_id at the identity provider.' })
  @IsString()
  @MaxLength(255)
  clientId!: string;

  @Field(() => String, {
    nullable: true,
    description: 'client_secret at the identity provider; leave it out to keep the one saved.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  clientSecret?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Default: openid email profile. Must include openid.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  scopes?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: "The ID token claim holding the e-mail (default 'email').",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  emailClaim?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The claim holding the person's name (default 'name').",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  nameClaim?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The claim listing the groups, when the IdP sends one.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  groupsClaim?: string | null;

  @Field(() => Role, { description: 'The role of a person who joins through single sign-on.' })
  @IsEnum(Role)
  defaultRole!: Role;

  @Field({
    description:
      'Believe e-mails this issuer sends without email_verified (only for an IdP that checks every address itself).',
  })
  @IsBoolean()
  trustIssuerEmails!: boolean;
}
