import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PlanComparison } from '../../plans/components/PlanComparison';
import { WORKSPACE_PLAN_QUERY } from '../../plans/operations';
import { planStrings } from '../../plans/strings';
import { billingStrings } from '../strings';
import { unlockingPlan } from '../utils/unlockingPlan';
import { type BillingOverview, BillingGate } from './BillingGate';
import { CheckoutDialog } from './CheckoutDialog';

/**
 * /settings/billing/plans (spec 001 §2; query `feature`, `fromUpdate`, `recommended`,
 * `restrictionsChecked`): the plans side by side, the one that unlocks `feature` (or `recommended`)
 * highlighted; choosing one opens Checkout, or the update page when the workspace already pays.
 */
export function BillingPlansPage() {
  return (
    <BillingGate title={billingStrings.plansTitle} subtitle={billingStrings.plansSubtitle}>
      {(billing) => <Plans billing={billing} />}
    </BillingGate>
  );
}

function Plans({ billing }: { billing: BillingOverview }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data, error, loading, refetch } = useGraphqlQuery(WORKSPACE_PLAN_QUERY);
  const [choosing, setChoosing] = useState<string | null>(null);
  if (loading && !data) return <LoadingState />;
  if (!data) return <ErrorAlert error={error} onRetry={refetch} />;
  const plan = data.workspacePlan;
  const feature = params.get('feature');
  const fromUpdate = params.get('fromUpdate') === 'true';
  const highlight = unlockingPlan(plan, feature) ?? params.get('recommended');
  const highlightName = plan.offeredPlans.find((p) => p.reference === highlight)?.name;
  const featureName = feature
    ? (planStrings.featureNames[feature] ?? planStrings.maximumNames[feature] ?? feature)
    : null;
  const subscribed = billing.hasSubscription && billing.stripeSubscriptionStatus !== 'CANCELED';
  const billable = new Map(billing.plans.map((p) => [p.reference, p]));
  const choose = (reference: string) => {
    if (!subscribed) return setChoosing(reference);
    const interval = billing.interval ?? 'month';
    navigate(
      `/settings/billing/update?product=${encodeURIComponent(reference)}&priceInterval=${interval}&restrictionsChecked=true`,
    );
  };
  const chosen = choosing ? billable.get(choosing) : undefined;
  return (
    <>
      {featureName && highlightName ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="unlocks-feature">
          {billingStrings.unlocks(featureName, highlightName)}
        </Alert>
      ) : null}
      <PlanComparison
        plans={plan.offeredPlans}
        current={plan.plan.reference}
        highlight={highlight}
        highlightLabel={billingStrings.recommended}
        renderAction={(p) =>
          billable.has(p.reference) && !(subscribed && p.reference === billing.planReference) ? (
            <Button
              size="small"
              variant={p.reference === highlight ? 'contained' : 'outlined'}
              onClick={() => choose(p.reference)}
            >
              {billingStrings.choose}
            </Button>
          ) : null
        }
      />
      <Button
        component={RouterLink}
        to={fromUpdate ? '/settings/billing/update' : '/settings/billing'}
        sx={{ mt: 2 }}
      >
        {billingStrings.back}
      </Button>
      {chosen ? (
        <CheckoutDialog plan={chosen} seatsInUse={billing.seatsAllocated} onClose={() => setChoosing(null)} />
      ) : null}
    </>
  );
}
