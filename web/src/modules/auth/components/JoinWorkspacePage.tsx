import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredCard } from '../../common/components/CenteredCard';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { entryStrings } from '../entry-strings';
import { ACCOUNT_WORKSPACES_QUERY } from '../operations';
import type { Account } from '../types/Viewer';
import { AvailableWorkspaces } from './AvailableWorkspaces';
import { SignedInAccount } from './SignedInAccount';

/**
 * /auth/join-workspace (spec 000 §2): the workspaces the signed-in account may join, by invitation or
 * by a verified domain of its confirmed address (accountLookup.availableTeams), each with Join.
 */
export function JoinWorkspacePage() {
  return <SignedInAccount>{(account) => <JoinList account={account} />}</SignedInAccount>;
}

function JoinList({ account }: { account: Account }) {
  const lookup = useGraphqlQuery(ACCOUNT_WORKSPACES_QUERY);
  if (lookup.loading && !lookup.data) return <LoadingState />;
  const teams = lookup.data?.accountLookup.availableTeams ?? [];
  return (
    <CenteredCard title={entryStrings.joinTitle} subtitle={entryStrings.joinSubtitle}>
      <ErrorAlert error={lookup.error} onRetry={lookup.refetch} />
      <AvailableWorkspaces account={account} teams={teams} />
      {account.emailConfirmedAt && teams.length === 0 && lookup.data ? (
        <Alert severity="info">{entryStrings.nothingToJoin}</Alert>
      ) : null}
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/auth/create-workspace">
          {entryStrings.createTitle}
        </Link>
      </Typography>
    </CenteredCard>
  );
}
