import { Field, ObjectType } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { SsoSettingsView } from '@fieldnote/control-plane';
import '../../../common/enums';

@ObjectType('SsoSettings', {
  description:
    "The workspace's OIDC single sign-on connection (managers only). The client secret is never returned.",
})
export class SsoSettingsModel {
  @Field(() => String, { nullable: true, description: 'Null until a connection is saved.' }) issuer!:
    string | null;
  @Field(() => String, { nullable: true }) clientId!: string | null;
  @Field({ description: 'Whether a client secret is saved; its value never leaves the server.' })
  clientSecretSet!: boolean;
  @Field(() => [String]) scopes!: string[];
  @Field() emailClaim!: string;
  @Field() nameClaim!: string;
  @Field(() => String, { nullable: true }) groupsClaim!: string | null;
  @Field(() => Role) defaultRole!: Role;
  @Field() trustIssuerEmails!: boolean;
  @Field(() => Date, {
    nullable: true,
    description: "When a manager's test sign-in last succeeded with these settings; null after a save.",
  })
  testSignInSucceededAt!: Date | null;
  @Field({ description: 'The redirect URI to register at the identity provider.' }) redirectUri!: string;
  @Field(() => Date, { nullable: true }) updatedAt!: Date | null;

  /** An explicit copy: nothing but these fields reaches a client. */
  static from(view: SsoSettingsView): SsoSettingsModel {
    return Object.assign(new SsoSettingsModel(), {
      issuer: view.issuer,
      clientId: view.clientId,
      clientSecretSet: view.clientSecretSet,
      scopes: view.scopes,
      emailClaim: view.emailClaim,
      nameClaim: view.nameClaim,
      groupsClaim: view.groupsClaim,
      defaultRole: view.defaultRole,
      trustIssuerEmails: view.trustIssuerEmails,
      testSignInSucceededAt: view.testSignInSucceededAt,
      redirectUri: view.redirectUri,
      updatedAt: view.updatedAt,
    });
  }
}
