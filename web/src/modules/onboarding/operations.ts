import { graphql } from '../../gql';

graphql(`
  fragment OnboardingFields on Onboarding {
    answered
    useCases
    orgSize
    jobRole
    checklist {
      item
      done
    }
    checklistState
  }
`);

export const ONBOARDING_QUERY = graphql(`
  query Onboarding {
    onboarding {
      ...OnboardingFields
    }
  }
`);

export const SAVE_ONBOARDING_MUTATION = graphql(`
  mutation SaveOnboarding($input: SaveOnboardingInput!) {
    saveOnboarding(input: $input) {
      ...OnboardingFields
    }
  }
`);
