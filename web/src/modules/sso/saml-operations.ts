import { graphql } from '../../gql';

export const SAML_SETTINGS_QUERY = graphql(`
  query SamlSettings {
    samlSettings {
      configured
      idpEntityId
      idpSsoUrl
      idpSloUrl
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
      sloUrl
      metadataUrl
      spCertificate
      spNextCertificate
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

export const START_SAML_SP_KEY_ROTATION_MUTATION = graphql(`
  mutation StartSamlSpKeyRotation {
    startSamlSpKeyRotation {
      spCertificate
      spNextCertificate
    }
  }
`);

export const FINISH_SAML_SP_KEY_ROTATION_MUTATION = graphql(`
  mutation FinishSamlSpKeyRotation {
    finishSamlSpKeyRotation {
      spCertificate
      spNextCertificate
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
