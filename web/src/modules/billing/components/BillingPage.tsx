import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { WORKSPACE_PLAN_QUERY } from '../../plans/operations';
import { SettingsSection } from '../../settings/components/SettingsSection';
import { SET_CANCEL_AT_PERIOD_END_MUTATION } from '../operations';
import { billingStrings } from '../strings';
import { subscriptionStatusName } from '../utils/subscriptionStatusName';
import { type BillingOverview, BillingGate } from './BillingGate';
import { PortalButton } from './PortalButton';
import { StartTrialSection } from './StartTrialSection';

/** /settings/billing (spec 001 §2): plan, status, seats and renewal, with the way to pay, change or cancel. */
export function BillingPage() {
  return (
    <BillingGate title={billingStrings.title} subtitle={billingStrings.subtitle}>
      {(billing, refetch) => <BillingDetails billing={billing} refetch={refetch} />}
    </BillingGate>
  );
}

function BillingDetails({ billing, refetch }: { billing: BillingOverview; refetch: () => void }) {
  const [params] = useSearchParams();
  const checkout = params.get('checkout');
  const status = billing.stripeSubscriptionStatus;
  const periodEnd = formatDate(billing.currentPeriodEnd);
  // The catalogue trial's end (a Stripe subscription's trial shows as its status and period end).
  const trial = useGraphqlQuery(WORKSPACE_PLAN_QUERY).data?.workspacePlan;
  return (
    <>
      {/* Until Stripe's webhook confirms it; then the plan below says it, and the thanks would mislead. */}
      {checkout === 'success' && !billing.hasSubscription ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {billingStrings.checkoutDone}
        </Alert>
      ) : null}
      {checkout === 'canceled' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {billingStrings.checkoutCanceled}
        </Alert>
      ) : null}
      {status === 'PAST_DUE' || status === 'UNPAID' ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          data-testid="past-due-banner"
          action={<PortalButton label={billingStrings.payNow} color="inherit" />}
        >
          <AlertTitle>{billingStrings.pastDueTitle}</AlertTitle>
          {status === 'PAST_DUE' ? billingStrings.pastDueBody : billingStrings.unpaidBody}
        </Alert>
      ) : null}
      <SettingsSection id="billing-plan" title={billingStrings.plan}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {billing.planName}
          </Typography>
          <Chip
            size="small"
            color={status === 'ACTIVE' || status === 'TRIALING' ? 'success' : status ? 'error' : 'default'}
            label={status ? subscriptionStatusName(status) : billingStrings.noSubscription}
          />
          {billing.interval ? (
            <Chip size="small" variant="outlined" label={billingStrings.interval[billing.interval]} />
          ) : null}
        </Stack>
        {trial?.plan.isTrial && trial.trialState === 'Active' && trial.trialEndsAt ? (
          <Typography color="text.secondary" data-testid="billing-trial-ends">
            {billingStrings.trialEnds(formatDate(trial.trialEndsAt))}
          </Typography>
        ) : null}
        {periodEnd && status !== 'CANCELED' ? (
          <Typography color="text.secondary">
            {billing.cancelAtPeriodEnd ? billingStrings.ends(periodEnd) : billingStrings.renews(periodEnd)}
          </Typography>
        ) : null}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ mt: 2, flexWrap: 'wrap' }}
        >
          {billing.hasSubscription && status !== 'CANCELED' ? (
            <Button variant="contained" component={RouterLink} to="/settings/billing/update">
              {billingStrings.changePlan}
            </Button>
          ) : null}
          <Button
            variant={billing.hasSubscription && status !== 'CANCELED' ? 'outlined' : 'contained'}
            component={RouterLink}
            to="/settings/billing/plans"
          >
            {billingStrings.comparePlans}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/settings/billing/details">
            {billingStrings.paymentDetails}
          </Button>
        </Stack>
      </SettingsSection>
      {billing.hasSubscription && status !== 'CANCELED' ? null : <StartTrialSection />}
      <SettingsSection id="billing-seats" title={billingStrings.seats}>
        <Typography>
          {billingStrings.seatsUsed(billing.seatsAllocated, billing.totalSeatsAvailable ?? null)}
        </Typography>
        {billing.utilizationPercentage !== null && billing.utilizationPercentage !== undefined ? (
          <>
            <LinearProgress
              variant="determinate"
              value={Math.min(billing.utilizationPercentage, 100)}
              aria-label={billingStrings.utilization(billing.utilizationPercentage)}
              sx={{ my: 1, height: 8, borderRadius: 4, maxWidth: 420 }}
            />
            <Typography variant="body2" color="text.secondary">
              {billingStrings.utilization(billing.utilizationPercentage)}
            </Typography>
          </>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {billingStrings.viewers(billing.viewerCount, billing.freeViewerSeats ?? null)}
        </Typography>
      </SettingsSection>
      {billing.hasSubscription && status !== 'CANCELED' ? (
        <CancelSection billing={billing} refetch={refetch} />
      ) : null}
    </>
  );
}

function CancelSection({ billing, refetch }: { billing: BillingOverview; refetch: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [setCancel, { loading, error }] = useGraphqlMutation(SET_CANCEL_AT_PERIOD_END_MUTATION);
  const periodEnd = formatDate(billing.currentPeriodEnd);
  const apply = async (cancel: boolean) => {
    if (await setCancel({ input: { cancel } })) {
      setConfirming(false);
      refetch();
    }
  };
  return (
    <SettingsSection id="billing-cancel" title={billingStrings.cancelAtPeriodEnd}>
      {billing.cancelAtPeriodEnd ? (
        <>
          <Typography sx={{ mb: 1 }}>{billingStrings.cancelScheduled(periodEnd)}</Typography>
          <Button variant="outlined" disabled={loading} onClick={() => void apply(false)}>
            {billingStrings.resume}
          </Button>
          <ErrorAlert error={error} />
        </>
      ) : (
        <>
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            {billingStrings.cancelAtPeriodEnd}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={billingStrings.cancelTitle}
            body={billingStrings.cancelBody(periodEnd)}
            confirmLabel={billingStrings.cancelAtPeriodEnd}
            busy={loading}
            error={error}
            onConfirm={() => void apply(true)}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </SettingsSection>
  );
}
