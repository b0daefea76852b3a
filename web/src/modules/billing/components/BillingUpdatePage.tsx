import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { PriceInterval, SubscriptionChoiceInput } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SettingsSection } from '../../settings/components/SettingsSection';
import { CHANGE_SUBSCRIPTION_MUTATION, PREVIEW_SUBSCRIPTION_CHANGE_QUERY } from '../operations';
import { billingStrings } from '../strings';
import { type BillingOverview, BillingGate } from './BillingGate';
import { AddOnsSection } from './AddOnsSection';
import { InvoicePreviewGrid } from './InvoicePreviewGrid';

/**
 * /settings/billing/update (spec 001 §2; query `priceInterval`, `product`, `restrictionsChecked`):
 * plan, interval and seats, the invoice preview (Stripe's dry run), then the change.
 */
export function BillingUpdatePage() {
  return (
    <BillingGate title={billingStrings.updateTitle} subtitle={billingStrings.updateSubtitle}>
      {(billing) => <UpdateForm billing={billing} />}
    </BillingGate>
  );
}

function UpdateForm({ billing }: { billing: BillingOverview }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.get('product');
  const [planReference, setPlan] = useState(
    billing.plans.some((p) => p.reference === asked)
      ? asked!
      : (billing.planReference ?? billing.plans[0]?.reference ?? ''),
  );
  const askedInterval = params.get('priceInterval');
  const [interval, setInterval] = useState<PriceInterval>(
    askedInterval === 'year'
      ? 'year'
      : askedInterval === 'month'
        ? 'month'
        : ((billing.interval as PriceInterval | null) ?? 'month'),
  );
  // `seats` comes with the invite dialog's "Buy more seats" (one more than all those in use).
  const askedSeats = Number(params.get('seats'));
  const [seats, setSeats] = useState(
    String(
      Number.isInteger(askedSeats) && askedSeats > 0
        ? askedSeats
        : (billing.totalSeatsAvailable ?? billing.seatsAllocated),
    ),
  );
  const [previewing, setPreviewing] = useState<SubscriptionChoiceInput | null>(null);
  const preview = useGraphqlQuery(
    PREVIEW_SUBSCRIPTION_CHANGE_QUERY,
    previewing ? { input: previewing } : undefined,
    { skip: !previewing },
  );
  const [change, changing] = useGraphqlMutation(CHANGE_SUBSCRIPTION_MUTATION);
  if (!billing.hasSubscription || billing.stripeSubscriptionStatus === 'CANCELED')
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/settings/billing/plans" color="inherit">
            {billingStrings.comparePlans}
          </Button>
        }
      >
        {billingStrings.noSubscriptionToChange}
      </Alert>
    );
  const plan = billing.plans.find((p) => p.reference === planReference);
  const choice: SubscriptionChoiceInput = { planReference, interval, seats: Number(seats) };
  const shown =
    previewing && JSON.stringify(previewing) === JSON.stringify(choice)
      ? preview.data?.previewSubscriptionChange
      : undefined;
  const confirm = async () => {
    if (!shown) return;
    if (await change({ input: { ...choice, prorationDate: shown.prorationDate } }))
      navigate('/settings/billing?changed=true');
  };
  return (
    <>
      <SettingsSection id="billing-update" title={billingStrings.updateTitle}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            select
            label={billingStrings.planLabel}
            value={planReference}
            onChange={(e) => setPlan(e.target.value)}
            sx={{ minWidth: 180 }}
          >
            {billing.plans.map((p) => (
              <MenuItem key={p.reference} value={p.reference}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={billingStrings.intervalLabel}
            value={interval}
            onChange={(e) => setInterval(e.target.value as PriceInterval)}
            sx={{ minWidth: 140 }}
          >
            {(plan?.intervals ?? ['month']).map((i) => (
              <MenuItem key={i} value={i}>
                {billingStrings.interval[i]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            label={billingStrings.seatsLabel}
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
            helperText={
              plan ? billingStrings.seatsHelp(plan.minimumSeats, plan.maximumSeats ?? null) : undefined
            }
            sx={{ maxWidth: 160 }}
          />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            disabled={!Number.isInteger(Number(seats))}
            onClick={() => setPreviewing(choice)}
          >
            {billingStrings.preview}
          </Button>
          <Button
            component={RouterLink}
            to={`/settings/billing/plans?fromUpdate=true&recommended=${encodeURIComponent(planReference)}`}
          >
            {billingStrings.comparePlans}
          </Button>
        </Stack>
      </SettingsSection>
      {previewing && preview.loading && !shown ? <LoadingState /> : null}
      {previewing ? <ErrorAlert error={preview.error} /> : null}
      {shown ? (
        <SettingsSection id="billing-preview" title={billingStrings.previewTitle}>
          <InvoicePreviewGrid preview={shown} />
          <ErrorAlert error={changing.error} />
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            disabled={changing.loading}
            onClick={() => void confirm()}
          >
            {billingStrings.confirm}
          </Button>
        </SettingsSection>
      ) : null}
      <AddOnsSection />
    </>
  );
}
