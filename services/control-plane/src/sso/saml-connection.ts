import type { Role } from '@fieldnote/core';

/** A workspace's SAML identity provider, as its metadata describes it. Nothing here is secret. */
export interface SamlConnection {
  id: string;
  teamId: string;
  /** The IdP's entityID: the Issuer its responses must carry. */
  idpEntityId: string;
  /** Where AuthnRequests go (HTTP-Redirect binding). */
  idpSsoUrl: string;
  /** The IdP's SingleLogoutService: where LogoutRequests go; null: no single logout. */
  idpSloUrl: string | null;
  /** How messages go to idpSloUrl: HTTP-Redirect, or HTTP-POST when that is all the IdP's metadata offers. */
  idpSloBinding: SamlBinding;
  /** PEM certificates the IdP signs with (more than one while it rolls its key). */
  idpCertificates: string[];
  /** Where the metadata was read from, when given by URL. */
  idpMetadataUrl: string | null;
  /** The attribute holding the e-mail; null: the NameID. */
  emailAttribute: string | null;
  /** The attribute holding the person's name; null: common names (displayName, name, given + family). */
  nameAttribute: string | null;
  defaultRole: Role;
  /** Believe every e-mail the IdP asserts, not only those of the workspace's verified domains. */
  trustIdpEmails: boolean;
  /** Accept unsolicited responses (IdP-initiated sign-in, from a tile in the IdP's portal). */
  allowIdpInitiated: boolean;
  testedAt: Date | null;
  updatedAt: Date;
}

/** Which protocol "Sign in with SSO" uses when a workspace has both. */
export enum SsoProtocol {
  OIDC = 'OIDC',
  SAML = 'SAML',
}

/** The SAML bindings Fieldnote speaks for Single Logout (saml-bindings §3.4, §3.5). */
export enum SamlBinding {
  REDIRECT = 'redirect',
  POST = 'post',
}

/** The URIs of those bindings, as metadata names them. */
export const SAML_BINDING_URI: Record<SamlBinding, string> = {
  [SamlBinding.REDIRECT]: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
  [SamlBinding.POST]: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
};
