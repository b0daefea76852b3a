import { graphql } from '../../gql';

export const BETA_FEATURES_QUERY = graphql(`
  query BetaFeatures {
    betaFeatures {
      feature
      enabled
      changedAt
    }
  }
`);

export const SET_BETA_FEATURE_MUTATION = graphql(`
  mutation SetBetaFeature($input: SetBetaFeatureInput!) {
    setBetaFeature(input: $input) {
      feature
      enabled
      changedAt
    }
  }
`);

export const PRODUCT_FEEDBACK_QUERY = graphql(`
  query ProductFeedback {
    productFeedback {
      id
      category
      message
      page
      sentByName
      sentAt
    }
  }
`);

export const SEND_PRODUCT_FEEDBACK_MUTATION = graphql(`
  mutation SendProductFeedback($input: SendProductFeedbackInput!) {
    sendProductFeedback(input: $input) {
      id
    }
  }
`);

export const EXTENSIONS_QUERY = graphql(`
  query Extensions($projectId: ID) {
    extensions(projectId: $projectId) {
      key
      type
      title
      description
      items {
        title
        detail
      }
      installationId
      installedAt
      installedByName
    }
  }
`);

export const INSTALL_EXTENSION_MUTATION = graphql(`
  mutation InstallExtension($input: InstallExtensionInput!) {
    installExtension(input: $input) {
      key
      installationId
    }
  }
`);

export const UNINSTALL_EXTENSION_MUTATION = graphql(`
  mutation UninstallExtension($id: ID!) {
    uninstallExtension(id: $id)
  }
`);
