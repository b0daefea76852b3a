import { graphql } from '../../gql';

export const BILLING_OVERVIEW_QUERY = graphql(`
  query BillingOverview {
    billing {
      enabled
      planReference
      planName
      stripeSubscriptionStatus
      hasSubscription
      interval
      totalSeatsAvailable
      seatsAllocated
      viewerCount
      freeViewerSeats
      utilizationPercentage
      currentPeriodEnd
      cancelAtPeriodEnd
      plans {
        reference
        name
        description
        rank
        minimumSeats
        maximumSeats
        intervals
      }
    }
  }
`);

export const START_CHECKOUT_MUTATION = graphql(`
  mutation StartCheckout($input: SubscriptionChoiceInput!) {
    startCheckout(input: $input) {
      url
    }
  }
`);

export const OPEN_BILLING_PORTAL_MUTATION = graphql(`
  mutation OpenBillingPortal {
    openBillingPortal {
      url
    }
  }
`);

export const PREVIEW_SUBSCRIPTION_CHANGE_QUERY = graphql(`
  query PreviewSubscriptionChange($input: SubscriptionChoiceInput!) {
    previewSubscriptionChange(input: $input) {
      currency
      total
      amountDue
      prorationDate
      lines {
        description
        amount
        proration
        quantity
        periodStart
        periodEnd
      }
    }
  }
`);

export const CHANGE_SUBSCRIPTION_MUTATION = graphql(`
  mutation ChangeSubscription($input: ChangeSubscriptionInput!) {
    changeSubscription(input: $input) {
      enabled
      planReference
      interval
      totalSeatsAvailable
      utilizationPercentage
    }
  }
`);

export const SET_CANCEL_AT_PERIOD_END_MUTATION = graphql(`
  mutation SetCancelAtPeriodEnd($input: CancelAtPeriodEndInput!) {
    setCancelAtPeriodEnd(input: $input) {
      enabled
      cancelAtPeriodEnd
      currentPeriodEnd
    }
  }
`);

/** What the app-wide banner needs: the subscription's status and whether the workspace is read-only. */
export const BILLING_STATUS_QUERY = graphql(`
  query BillingStatus {
    billing {
      enabled
      stripeSubscriptionStatus
    }
    workspacePlan {
      readOnly
    }
  }
`);

/** The trial as every member sees it (spec 001 §4), and the trial plans a manager may start. */
export const TRIAL_ACCESS_QUERY = graphql(`
  query TrialAccess {
    trialAccess {
      billingOn
      state
      requestedAt
      endsAt
      trialPlans {
        reference
        name
        description
      }
    }
  }
`);

export const REQUEST_TRIAL_MUTATION = graphql(`
  mutation RequestTrial {
    requestTrial {
      billingOn
      state
      requestedAt
      endsAt
    }
  }
`);

export const START_TRIAL_MUTATION = graphql(`
  mutation StartTrial($planReference: String!) {
    startTrial(planReference: $planReference) {
      billingOn
      state
      requestedAt
      endsAt
    }
  }
`);
