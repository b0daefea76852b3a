import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import { SsoProtocol, type SamlSettingsView } from '@fieldnote/control-plane';
import '../../../common/enums';

registerEnumType(SsoProtocol, {
  name: 'SsoProtocol',
  description: 'The protocol "Sign in with SSO" uses: OpenID Connect or SAML 2.0.',
});

@ObjectType('SamlSettings', {
  description:
    "The workspace's SAML 2.0 identity provider (managers only), and what to register there: the SP entity id, ACS URL and metadata URL.",
})
export class SamlSettingsModel {
  @Field({ description: 'Whether an IdP is saved.' }) configured!: boolean;
  @Field(() => String, { nullable: true, description: "The IdP's entityID (the Issuer it signs as)." })
  idpEntityId!: string | null;
  @Field(() => String, { nullable: true, description: 'Where AuthnRequests go (HTTP-Redirect).' })
  idpSsoUrl!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The IdP's Single Logout URL (HTTP-Redirect); null: no single logout.",
  })
  idpSloUrl!: string | null;
  @Field(() => String, { nullable: true }) idpMetadataUrl!: string | null;
  @Field(() => [Date], { description: "When each of the IdP's signing certificates expires." })
  idpCertificateExpiries!: Date[];
  @Field(() => String, { nullable: true }) emailAttribute!: string | null;
  @Field(() => String, { nullable: true }) nameAttribute!: string | null;
  @Field(() => Role) defaultRole!: Role;
  @Field() trustIdpEmails!: boolean;
  @Field({ description: 'Whether sign-ins started at the IdP (unsolicited responses) are accepted.' })
  allowIdpInitiated!: boolean;
  @Field(() => Date, {
    nullable: true,
    description: "When a manager's test sign-in last succeeded with these settings; null after a save.",
  })
  testSignInSucceededAt!: Date | null;
  @Field({ description: 'The SP entity id (Audience) to register at the IdP.' }) spEntityId!: string;
  @Field({ description: 'The Assertion Consumer Service URL (HTTP-POST) to register at the IdP.' })
  acsUrl!: string;
  @Field({ description: "The SP's Single Logout URL (HTTP-Redirect) to register at the IdP." })
  sloUrl!: string;
  @Field({ description: "The SP's metadata, for IdPs that import it." }) metadataUrl!: string;
  @Field({ description: 'The certificate (PEM) the SP signs its AuthnRequests with.' })
  spCertificate!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'While an SP key rotation is under way: the next certificate (PEM), published in the metadata beside the current one.',
  })
  spNextCertificate!: string | null;
  @Field(() => SsoProtocol, {
    nullable: true,
    description: 'The protocol "Sign in with SSO" uses now; null when neither is configured.',
  })
  activeProtocol!: SsoProtocol | null;
  @Field(() => Date, { nullable: true }) updatedAt!: Date | null;

  /** An explicit copy: nothing but these fields reaches a client. */
  static from(view: SamlSettingsView): SamlSettingsModel {
    return Object.assign(new SamlSettingsModel(), {
      configured: view.configured,
      idpEntityId: view.idpEntityId,
      idpSsoUrl: view.idpSsoUrl,
      idpSloUrl: view.idpSloUrl,
      idpMetadataUrl: view.idpMetadataUrl,
      idpCertificateExpiries: view.idpCertificateExpiries,
      emailAttribute: view.emailAttribute,
      nameAttribute: view.nameAttribute,
      defaultRole: view.defaultRole,
      trustIdpEmails: view.trustIdpEmails,
      allowIdpInitiated: view.allowIdpInitiated,
      testSignInSucceededAt: view.testSignInSucceededAt,
      spEntityId: view.spEntityId,
      acsUrl: view.acsUrl,
      sloUrl: view.sloUrl,
      metadataUrl: view.metadataUrl,
      spCertificate: view.spCertificate,
      spNextCertificate: view.spNextCertificate,
      activeProtocol: view.activeProtocol,
      updatedAt: view.updatedAt,
    });
  }
}
