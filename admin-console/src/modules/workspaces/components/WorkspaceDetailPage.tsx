import { useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadFailedAlert } from '../../api/components/LoadFailedAlert';
import { LoadingLine } from '../../api/components/LoadingLine';
import { QuoteCard } from '../../billing/components/QuoteCard';
import { WorkspacePlanCard } from '../../billing/components/WorkspacePlanCard';
import { WorkspaceSubscriptionCard } from '../../billing/components/WorkspaceSubscriptionCard';
import { useWorkspaceBilling } from '../../billing/hooks/useWorkspaceBilling';
import { useRegions } from '../../regions/hooks/useRegions';
import { useWorkspace } from '../hooks/useWorkspace';
import { workspaceStrings } from '../strings';
import { workspaceAddress } from '../utils/workspaceAddress';
import { RouteForm } from './RouteForm';
import { RoutesTable } from './RoutesTable';
import { WorkspaceFacts } from './WorkspaceFacts';
import { WorkspaceSignIn } from './WorkspaceSignIn';

/** One workspace: its fields, its tenant routes and the form to add or change its subdomain. */
export function WorkspaceDetailPage() {
  const { teamId = '' } = useParams();
  const { data: workspace, error, loading, reload } = useWorkspace(teamId);
  const regions = useRegions();
  const available = regions.data?.availableRegions ?? [];
  const billing = useWorkspaceBilling(teamId);
  // A plan or trial changed in one card: the others read it again.
  const [planVersion, setPlanVersion] = useState(0);
  const billingChanged = () => {
    billing.reload();
    setPlanVersion((v) => v + 1);
  };

  return (
    <Stack spacing={3}>
      <div>
        <Button component={RouterLink} to="/workspaces" startIcon={<ArrowBackIcon />}>
          {workspaceStrings.back}
        </Button>
      </div>
      {loading && !workspace && <LoadingLine label={workspaceStrings.detailLoading} />}
      {error && (
        <LoadFailedAlert
          message={workspaceStrings.detailFailed}
          error={error}
          retryLabel={workspaceStrings.retry}
          onRetry={reload}
        />
      )}
      {workspace && workspace.id === teamId && (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography variant="h4" component="h1">
              {workspace.name}
            </Typography>
            <Button
              variant="outlined"
              endIcon={<OpenInNewIcon />}
              href={workspaceAddress(workspace.subdomain)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {workspaceStrings.open}
            </Button>
          </Stack>
          <WorkspaceFacts workspace={workspace} regions={available} />
          <WorkspacePlanCard key={`plan-${planVersion}`} teamId={workspace.id} onChanged={billing.reload} />
          <WorkspaceSubscriptionCard teamId={workspace.id} billing={billing} onChanged={billingChanged} />
          {billing.data && (
            <QuoteCard
              key={billing.data.stripe?.subscriptionId ?? 'none'}
              teamId={workspace.id}
              billing={billing.data}
            />
          )}
          <WorkspaceSignIn workspace={workspace} />
          <RoutesTable workspace={workspace} regions={available} onChanged={reload} />
          <RouteForm
            key={workspace.id}
            workspace={workspace}
            regions={available}
            regionsLoading={regions.loading}
            onChanged={reload}
          />
        </>
      )}
    </Stack>
  );
}
