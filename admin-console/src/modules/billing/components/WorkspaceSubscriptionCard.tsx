import { Box, Button, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { FactList } from '../../workspaces/components/FactList';
import { formatDateTime } from '../../workspaces/utils/formatDateTime';
import type { ApiQuery } from '../../api/hooks/useApiQuery';
import { usePlanCatalogue } from '../hooks/usePlanCatalogue';
import { useWorkspacePlan } from '../hooks/useWorkspacePlan';
import { billingStrings as s } from '../strings';
import type { AdminAddOnOffer, AdminWorkspaceBilling } from '../types/adminPlan';
import { subscriptionStatusName } from '../utils/subscriptionStatusName';
import { BillingCard } from './BillingCard';
import { PlanChoiceForm } from './PlanChoiceForm';

const ADD_ON_COLUMNS: GridColDef<AdminAddOnOffer>[] = [
  { field: 'name', headerName: s.addOnName, flex: 1, minWidth: 160 },
  { field: 'reference', headerName: s.colReference, flex: 1, minWidth: 140 },
  {
    field: 'held',
    headerName: s.addOnHeld,
    width: 100,
    valueFormatter: (held: boolean) => (held ? s.yes : s.no),
  },
  {
    field: 'intervals',
    headerName: s.addOnPriced,
    width: 160,
    valueFormatter: (intervals: string[]) => intervals.map((i) => s.intervals[i] ?? i).join(', '),
  },
];

/**
 * A workspace's subscription in the console (spec 001 §3 team fields): Stripe status, interval and
 * renewal, seats (paid bought, in use, viewers apart, utilizationPercentage), the add-ons held, and
 * the operator's trial actions.
 */
export function WorkspaceSubscriptionCard({
  teamId,
  billing,
  onChanged,
}: {
  teamId: string;
  billing: ApiQuery<AdminWorkspaceBilling>;
  onChanged: () => void;
}) {
  const current = billing.data;
  // With billing off the plan card says so; there is no subscription to show.
  if (current?.plan.selfHosted) return null;
  const stripe = current?.stripe ?? null;
  const seats = current?.seats;
  const facts: [string, string][] = current
    ? [
        [s.status, subscriptionStatusName(current.plan.subscriptionStatus)],
        [s.stripeSubscription, stripe?.subscriptionId ?? s.noStripeSubscription],
        ...(stripe?.interval ? ([[s.interval, s.intervals[stripe.interval]]] as [string, string][]) : []),
        ...(stripe?.currentPeriodEnd
          ? ([[stripe.cancelAtPeriodEnd ? s.endsAt : s.renews, formatDateTime(stripe.currentPeriodEnd)]] as [
              string,
              string,
            ][])
          : []),
        [s.seatsBought, seats?.totalSeatsAvailable === null ? s.noLimit : String(seats?.totalSeatsAvailable)],
        [s.seatsAllocated, String(seats?.seatsAllocated ?? 0)],
        [s.viewers, String(seats?.viewerCount ?? 0)],
        [
          s.utilization,
          seats?.utilizationPercentage === null || seats === undefined
            ? s.noLimit
            : s.percent(seats.utilizationPercentage),
        ],
      ]
    : [];

  return (
    <BillingCard
      id="workspace-subscription-title"
      title={s.subscriptionTitle}
      intro={s.subscriptionIntro}
      loading={billing.loading && !current}
      loadingLabel={s.subscriptionLoading}
      error={billing.error}
      errorLabel={s.subscriptionFailed}
      onRetry={billing.reload}
    >
      {current && (
        <>
          <FactList facts={facts} labelWidth={220} testId="workspace-subscription-facts" />
          <Typography variant="subtitle1" component="h3">
            {s.addOnsTitle}
          </Typography>
          {current.addOns.length === 0 ? (
            <Typography color="text.secondary">{s.addOnsNone}</Typography>
          ) : (
            <Box sx={{ width: '100%' }}>
              <DataGrid
                rows={current.addOns}
                columns={ADD_ON_COLUMNS}
                getRowId={(row) => row.reference}
                autoHeight
                hideFooter
                disableColumnFilter
                disableRowSelectionOnClick
                aria-label={s.addOnsTitle}
                sx={{ bgcolor: 'background.paper' }}
              />
            </Box>
          )}
          <TrialForm teamId={teamId} onChanged={onChanged} current={current} />
        </>
      )}
    </BillingCard>
  );
}

/** Grants a trial plan, or restarts the one running (spec 001 §4: 30 days from the start). */
function TrialForm({
  teamId,
  current,
  onChanged,
}: {
  teamId: string;
  current: AdminWorkspaceBilling;
  onChanged: () => void;
}) {
  const catalogue = usePlanCatalogue();
  const plan = useWorkspacePlan(teamId);
  const trials = (catalogue.data?.plans ?? []).filter((p) => p.productType === 'plan' && p.isTrial);
  const onTrial = current.plan.plan.isTrial;

  const grant = async (reference: string) => {
    const answer = await plan.change(reference);
    onChanged();
    return s.trialGranted(answer.plan.name);
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="workspace-trial-title">
      <Typography id="workspace-trial-title" variant="subtitle1" component="h3">
        {s.trialTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {s.trialIntro}
      </Typography>
      <PlanChoiceForm
        label={s.trialChoose}
        plans={trials}
        optionLabel={(p) => p.name}
        submitLabel={s.trialGrant}
        variant="outlined"
        disabled={!catalogue.data}
        onChoose={grant}
        extra={(run, busy) =>
          onTrial && (
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => run(current.plan.plan.reference)}
              sx={{ mt: { sm: 1 } }}
            >
              {s.trialExtend}
            </Button>
          )
        }
      />
    </Stack>
  );
}
