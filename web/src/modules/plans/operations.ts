import { graphql } from '../../gql';

export const WORKSPACE_PLAN_QUERY = graphql(`
  query WorkspacePlan {
    workspacePlan {
      selfHosted
      subscriptionStatus
      trialState
      trialEndsAt
      readOnly
      plan {
        reference
        name
        description
        isLegacy
        isTrial
        flags {
          name
          enabled
        }
      }
      usage {
        name
        maximum
        used
      }
      offeredPlans {
        reference
        name
        description
        features
        flags {
          name
          enabled
        }
        maxima {
          name
          maximum
        }
      }
    }
  }
`);

/** Only whether billing is on: the settings navigation shows Plans with billing on. */
export const BILLING_MODE_QUERY = graphql(`
  query BillingMode {
    workspacePlan {
      selfHosted
    }
  }
`);
