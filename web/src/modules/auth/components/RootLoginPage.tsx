import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredCard } from '../../common/components/CenteredCard';
import { SsoDomainSignIn } from '../../sso/components/SsoDomainSignIn';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { ACCOUNT_WORKSPACES_QUERY, ME_QUERY } from '../operations';
import { entryStrings } from '../entry-strings';
import { authStrings } from '../strings';
import type { Account, Workspace } from '../types/Viewer';
import { AvailableWorkspaces } from './AvailableWorkspaces';
import { LoginForm } from './LoginForm';
import { WorkspaceLinks } from './WorkspaceLinks';

/** /auth/login on the root domain: sign in (unless already), then pick one of the account's workspaces. */
export function RootLoginPage() {
  const [signedIn, setSignedIn] = useState<{ account: Account; workspaces: Workspace[] } | null>(null);
  const me = useGraphqlQuery(ME_QUERY, undefined, { skip: signedIn !== null });
  const account = me.data?.me?.account ?? null;
  // Asked again after a sign-in here, for the invitations and domain workspaces it may join.
  const lookup = useGraphqlQuery(ACCOUNT_WORKSPACES_QUERY, undefined, {
    skip: !signedIn && !account,
  });

  if (!signedIn && (me.loading || (account && lookup.loading && !lookup.data))) return <LoadingState />;
  const shown =
    signedIn ??
    (account && lookup.data ? { account, workspaces: lookup.data.accountLookup.currentTeams } : null);

  if (shown) {
    return (
      <CenteredCard title={authStrings.yourWorkspaces} subtitle={authStrings.signedInAs(shown.account.name)}>
        <WorkspaceLinks workspaces={shown.workspaces} />
        <AvailableWorkspaces
          account={shown.account}
          teams={lookup.data?.accountLookup.availableTeams ?? []}
        />
        {/* With nothing to open or join, creating a workspace is the one next step: a button. */}
        {shown.workspaces.length === 0 && (lookup.data?.accountLookup.availableTeams ?? []).length === 0 ? (
          <Button
            component={RouterLink}
            to="/auth/create-workspace"
            variant="contained"
            fullWidth
            sx={{ mt: 3 }}
          >
            {authStrings.createWorkspaceLink}
          </Button>
        ) : (
          <Typography variant="body2" sx={{ mt: 3 }}>
            <Link component={RouterLink} to="/auth/create-workspace">
              {authStrings.createWorkspaceLink}
            </Link>
          </Typography>
        )}
      </CenteredCard>
    );
  }
  return (
    <CenteredCard title={authStrings.signInTitle}>
      {account ? <ErrorAlert error={lookup.error} onRetry={lookup.refetch} /> : null}
      <LoginForm onSignedIn={setSignedIn} />
      <SsoDomainSignIn />
      <Stack direction="row" spacing={3} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to="/auth/signup" variant="body2">
          {authStrings.createAccountLink}
        </Link>
        <Link component={RouterLink} to="/auth/find-workspace" variant="body2">
          {authStrings.findWorkspaceLink}
        </Link>
        <Link component={RouterLink} to="/auth/reset-password" variant="body2">
          {authStrings.forgotPasswordLink}
        </Link>
        <Link component={RouterLink} to="/auth/magic-login" variant="body2">
          {entryStrings.magicLinkLink}
        </Link>
      </Stack>
    </CenteredCard>
  );
}
