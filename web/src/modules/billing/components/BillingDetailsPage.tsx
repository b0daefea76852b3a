import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { billingStrings } from '../strings';
import { BillingGate } from './BillingGate';
import { PortalButton } from './PortalButton';

/** /settings/billing/details: payment methods and invoices, kept by Stripe's Customer Portal. */
export function BillingDetailsPage() {
  return (
    <BillingGate title={billingStrings.detailsTitle} subtitle={billingStrings.detailsSubtitle}>
      {() => (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap>
          <PortalButton label={billingStrings.openPortal} variant="contained" />
          <Button component={RouterLink} to="/settings/billing">
            {billingStrings.back}
          </Button>
        </Stack>
      )}
    </BillingGate>
  );
}
