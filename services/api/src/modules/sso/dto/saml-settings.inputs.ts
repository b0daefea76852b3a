import { Field, InputType } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import { IsBoolean, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import '../../../common/enums';

// Formats (URLs, metadata, attribute names) are checked by SamlService with clear messages, not here.

@InputType({ description: "The workspace's SAML identity provider, as saved on /settings/authentication." })
export class SamlSettingsInput {
  @Field(() => String, {
    nullable: true,
    description: "The IdP's metadata URL (https). Give it or metadataXml; neither keeps the saved IdP.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  metadataUrl?: string | null;

  @Field(() => String, { nullable: true, description: "The IdP's metadata document (at most 512 KB)." })
  @IsOptional()
  @IsString()
  @MaxLength(524_288)
  metadataXml?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The attribute holding the e-mail; empty: email, mail, the Entra ID claim, or the NameID.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  emailAttribute?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The attribute holding the person's name; empty: name, displayName, or given and family names.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  nameAttribute?: string | null;

  @Field(() => Role, { description: 'The role of a person who joins through single sign-on.' })
  @IsEnum(Role)
  defaultRole!: Role;

  @Field({
    description:
      "Believe every e-mail the IdP asserts. Off: only addresses of the workspace's verified domains sign in.",
  })
  @IsBoolean()
  trustIdpEmails!: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "Accept sign-ins started at the IdP (unsolicited responses, e.g. a tile in the IdP's portal). Off by default: such a response is bound to no browser. Absent: keep the saved choice.",
  })
  @IsOptional()
  @IsBoolean()
  allowIdpInitiated?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The IdP's Single Logout URL (HTTP-Redirect binding), https (http only on localhost), at most 2000 characters. Absent: the SingleLogoutService of new metadata, else the saved one; empty: no single logout.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  idpSloUrl?: string | null;
}
