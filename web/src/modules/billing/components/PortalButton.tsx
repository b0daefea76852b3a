import Button, { type ButtonProps } from '@mui/material/Button';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { OPEN_BILLING_PORTAL_MUTATION } from '../operations';

/** Opens Stripe's Customer Portal (pay an open invoice, payment methods, invoices) in this tab. */
export function PortalButton({
  label,
  color,
  variant,
}: {
  label: string;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
}) {
  const [open, { loading, error }] = useGraphqlMutation(OPEN_BILLING_PORTAL_MUTATION);
  const go = async () => {
    const data = await open({});
    if (data) window.location.assign(data.openBillingPortal.url);
  };
  return (
    <>
      <Button color={color} variant={variant} disabled={loading} onClick={() => void go()}>
        {label}
      </Button>
      {error ? <ErrorAlert error={error} /> : null}
    </>
  );
}
