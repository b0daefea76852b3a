import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { BILLING_STATUS_QUERY } from '../operations';
import { billingStrings } from '../strings';
import { PortalButton } from './PortalButton';

/**
 * Above every page, for managers (those who pay): a failed payment (PAST_DUE or UNPAID) with the
 * way to pay, and a read-only workspace with the way to choose a plan. Billing's own pages show
 * their banner themselves; with billing off there is nothing to show.
 */
export function BillingStatusBanner() {
  const { pathname } = useLocation();
  const { data } = useGraphqlQuery(BILLING_STATUS_QUERY);
  if (!data?.billing.enabled || pathname.startsWith('/settings/billing')) return null;
  const status = data.billing.stripeSubscriptionStatus;
  if (status === 'PAST_DUE' || status === 'UNPAID')
    return (
      <Alert
        severity="error"
        sx={{ mb: 2 }}
        data-testid="app-past-due-banner"
        action={<PortalButton label={billingStrings.payNow} color="inherit" />}
      >
        <AlertTitle>{billingStrings.pastDueTitle}</AlertTitle>
        {status === 'PAST_DUE' ? billingStrings.pastDueBody : billingStrings.unpaidBody}
      </Alert>
    );
  if (data.workspacePlan.readOnly)
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        data-testid="read-only-banner"
        action={
          <Button component={RouterLink} to="/settings/billing/plans" color="inherit" size="small">
            {billingStrings.choosePlan}
          </Button>
        }
      >
        <AlertTitle>{billingStrings.readOnlyTitle}</AlertTitle>
        {billingStrings.readOnlyBody}
      </Alert>
    );
  return null;
}
