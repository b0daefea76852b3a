import { graphql } from '../../gql';

export const SSO_SETTINGS_QUERY = graphql(`
  query SsoSettings {
    ssoSettings {
      issuer
      clientId
      clientSecretSet
      scopes
      emailClaim
      nameClaim
      groupsClaim
      defaultRole
      trustIssuerEmails
      testSignInSucceededAt
      redirectUri
      updatedAt
    }
  }
`);

export const SAVE_SSO_SETTINGS_MUTATION = graphql(`
  mutation SaveSsoSettings($input: SsoSettingsInput!) {
    saveSsoSettings(input: $input) {
      issuer
      clientId
      clientSecretSet
      scopes
      emailClaim
      nameClaim
      groupsClaim
      defaultRole
      trustIssuerEmails
      testSignInSucceededAt
      redirectUri
      updatedAt
    }
  }
`);
