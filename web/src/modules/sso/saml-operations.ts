import { graphql } from '../../gql';

export const SAML_SETTINGS_QUERY = graphql(`
  query SamlSettings {
    samlSettings {
      configured
      idpEntityId
      idpSsoUrl
      idpMetadataUrl
      idpCertificateExpiries
      emailAttribute
      nameAttribute
      defaultRole
      trustIdpEmails
      allowIdpInitiated
      testSignInSucceededAt
      spEntityId
      acsUrl
      metadataUrl
      activeProtocol
      updatedAt
    }
  }
`);

export const SAVE_SAML_SETTINGS_MUTATION = graphql(`
  mutation SaveSamlSettings($input: SamlSettingsInput!) {
    saveSamlSettings(input: $input) {
      configured
      idpEntityId
      activeProtocol
    }
  }
`);

export const CHOOSE_SSO_PROTOCOL_MUTATION = graphql(`
  mutation ChooseSsoProtocol($protocol: SsoProtocol!) {
    chooseSsoProtocol(protocol: $protocol) {
      activeProtocol
    }
  }
`);
