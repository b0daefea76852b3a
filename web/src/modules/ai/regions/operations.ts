import { graphql } from '../../../gql';

export const AI_REGION_SETTINGS_QUERY = graphql(`
  query AiRegionSettings {
    aiRegionSettings {
      region
      dataRegion
      chooseAllowed
      options {
        region
        location
        model
        available
      }
    }
  }
`);

export const UPDATE_AI_REGION_MUTATION = graphql(`
  mutation UpdateAiRegion($input: UpdateAiRegionInput!) {
    updateAiRegion(input: $input) {
      region
      dataRegion
      chooseAllowed
      options {
        region
        location
        model
        available
      }
    }
  }
`);
