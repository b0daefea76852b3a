import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredCard } from '../../common/components/CenteredCard';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { entryStrings } from '../entry-strings';
import { ACCOUNT_WORKSPACES_QUERY, ME_QUERY } from '../operations';
import { useSignOut } from '../hooks/useSignOut';

/**
 * /auth/context (spec 000 §2): the sign-in context of this browser on the root app: which account,
 * whether its address is confirmed, how many workspaces it has; continue, or sign in as someone else.
 */
export function SignInContextPage() {
  const me = useGraphqlQuery(ME_QUERY);
  const account = me.data?.me?.account ?? null;
  const lookup = useGraphqlQuery(ACCOUNT_WORKSPACES_QUERY, undefined, { skip: !account });
  const signOut = useSignOut();
  if ((me.loading && !me.data) || (account && lookup.loading && !lookup.data)) return <LoadingState />;
  if (!account)
    return (
      <CenteredCard title={entryStrings.signedOutTitle}>
        <ErrorAlert error={me.error} onRetry={me.refetch} />
        <Typography variant="body2" color="text.secondary">
          {entryStrings.signedOutBody}
        </Typography>
        <Button component={RouterLink} to="/auth/login" variant="contained" sx={{ mt: 3 }}>
          {entryStrings.signIn}
        </Button>
      </CenteredCard>
    );
  const rows: [string, string][] = [
    [entryStrings.account, account.name],
    [entryStrings.emailAddress, account.email],
    [
      entryStrings.addressConfirmed,
      account.emailConfirmedAt ? entryStrings.confirmed : entryStrings.notConfirmed,
    ],
  ];
  return (
    <CenteredCard title={entryStrings.contextTitle} subtitle={entryStrings.contextSubtitle}>
      <ErrorAlert error={lookup.error} onRetry={lookup.refetch} />
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Stack>
        ))}
        <Typography variant="body2" color="text.secondary">
          {entryStrings.workspacesCount(lookup.data?.accountLookup.currentTeams.length ?? 0)}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Button component={RouterLink} to="/auth/workspaces" variant="contained">
          {entryStrings.continueToWorkspaces}
        </Button>
        <Button onClick={() => void signOut()}>{entryStrings.switchAccount}</Button>
      </Stack>
    </CenteredCard>
  );
}
