import { graphql } from '../../gql';

export const BILLING_ADD_ONS_QUERY = graphql(`
  query BillingAddOns {
    billingAddOns {
      reference
      name
      description
      held
      intervals
    }
  }
`);

export const PREVIEW_ADD_ON_CHANGE_QUERY = graphql(`
  query PreviewAddOnChange($input: AddOnChoiceInput!) {
    previewAddOnChange(input: $input) {
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

export const CHANGE_ADD_ON_MUTATION = graphql(`
  mutation ChangeAddOn($input: ChangeAddOnInput!) {
    changeAddOn(input: $input) {
      reference
      held
    }
  }
`);
