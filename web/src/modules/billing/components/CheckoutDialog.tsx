import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { PriceInterval } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { START_CHECKOUT_MUTATION } from '../operations';
import { billingStrings } from '../strings';
import type { BillingOverview } from './BillingGate';

type BillablePlan = BillingOverview['plans'][number];

/** The checkout dialog (spec 001 §2): interval and seats within the plan's bounds, then Stripe Checkout. */
export function CheckoutDialog({
  plan,
  seatsInUse,
  onClose,
}: {
  plan: BillablePlan;
  seatsInUse: number;
  onClose: () => void;
}) {
  const [interval, setInterval] = useState<PriceInterval>(
    plan.intervals.includes('month') ? 'month' : plan.intervals[0],
  );
  const [seats, setSeats] = useState(
    String(Math.max(plan.minimumSeats, Math.min(seatsInUse, plan.maximumSeats ?? seatsInUse))),
  );
  const [checkout, { loading, error }] = useGraphqlMutation(START_CHECKOUT_MUTATION);
  const go = async () => {
    const data = await checkout({ input: { planReference: plan.reference, interval, seats: Number(seats) } });
    if (data) window.location.assign(data.startCheckout.url);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{billingStrings.chooseTitle(plan.name)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label={billingStrings.intervalLabel}
            value={interval}
            onChange={(e) => setInterval(e.target.value as PriceInterval)}
          >
            {plan.intervals.map((i) => (
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
            helperText={billingStrings.seatsHelp(plan.minimumSeats, plan.maximumSeats ?? null)}
            slotProps={{ htmlInput: { min: plan.minimumSeats, max: plan.maximumSeats ?? undefined } }}
          />
          <ErrorAlert error={error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{billingStrings.cancel}</Button>
        <Button
          variant="contained"
          disabled={loading || !Number.isInteger(Number(seats))}
          onClick={() => void go()}
        >
          {billingStrings.toCheckout}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
