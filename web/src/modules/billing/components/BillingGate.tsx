import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { BillingOverviewQuery } from '../../../gql/graphql';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { BILLING_OVERVIEW_QUERY } from '../operations';
import { billingStrings } from '../strings';
import { TrialRequestButton } from './TrialRequestButton';

export type BillingOverview = BillingOverviewQuery['billing'];

/**
 * A billing page's frame: its title, managers only, and with billing off (no STRIPE_SECRET_KEY) the
 * notice that billing is not enabled on this installation instead of the page.
 */
export function BillingGate({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: (billing: BillingOverview, refetch: () => void) => ReactNode;
}) {
  const { viewer } = useViewer();
  const isManager = viewer?.role === 'MANAGER';
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {subtitle}
      </Typography>
      {isManager ? (
        <Loaded>{children}</Loaded>
      ) : (
        <Alert severity="info">
          {billingStrings.managersOnly}
          <TrialRequestButton />
        </Alert>
      )}
    </>
  );
}

function Loaded({ children }: { children: (billing: BillingOverview, refetch: () => void) => ReactNode }) {
  const { data, error, loading, refetch } = useGraphqlQuery(BILLING_OVERVIEW_QUERY);
  if (loading && !data) return <LoadingState />;
  if (!data) return <ErrorAlert error={error} onRetry={refetch} />;
  if (!data.billing.enabled)
    return (
      <Alert severity="info" data-testid="billing-not-enabled">
        <AlertTitle>{billingStrings.notEnabled}</AlertTitle>
        {billingStrings.notEnabledBody}
      </Alert>
    );
  return <>{children(data.billing, () => void refetch())}</>;
}
