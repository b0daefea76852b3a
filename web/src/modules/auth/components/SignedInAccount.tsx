import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CenteredCard } from '../../common/components/CenteredCard';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { entryStrings } from '../entry-strings';
import { ME_QUERY } from '../operations';
import type { Account } from '../types/Viewer';

/**
 * The root app's account pages (join, create, product picker): their content once someone is signed
 * in, else a card that sends them to sign in (by password or by a mailed link).
 */
export function SignedInAccount({ children }: { children: (account: Account) => ReactNode }) {
  const me = useGraphqlQuery(ME_QUERY);
  const location = useLocation();
  if (me.loading && !me.data) return <LoadingState />;
  const account = me.data?.me?.account ?? null;
  if (account) return <>{children(account)}</>;
  return (
    <CenteredCard title={entryStrings.signInFirstTitle}>
      <ErrorAlert error={me.error} onRetry={me.refetch} />
      <Typography variant="body2" color="text.secondary">
        {entryStrings.signInFirstBody}
      </Typography>
      <Stack direction="row" spacing={3} useFlexGap sx={{ mt: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          component={RouterLink}
          to={`/auth/login?redirect=${encodeURIComponent(location.pathname)}`}
          variant="contained"
        >
          {entryStrings.signIn}
        </Button>
        <Link component={RouterLink} to="/auth/magic-login" variant="body2">
          {entryStrings.magicLinkLink}
        </Link>
      </Stack>
    </CenteredCard>
  );
}
