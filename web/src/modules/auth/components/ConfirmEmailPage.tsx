import Stack from '@mui/material/Stack';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { CenteredCard } from '../../common/components/CenteredCard';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { ME_QUERY } from '../operations';
import { authStrings } from '../strings';
import { ConfirmEmailForm } from './ConfirmEmailForm';
import { LocalMailboxHint } from '../../common/components/LocalMailboxHint';

/** /auth/confirm-email?code=…: the page the confirmation mail links to (the code is prefilled). */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const me = useGraphqlQuery(ME_QUERY);
  const account = me.data?.me?.account ?? null;

  if (me.loading) return <LoadingState />;
  if (!account) {
    const back = `/auth/confirm-email${window.location.search}`;
    return (
      <CenteredCard title={authStrings.confirmTitle} subtitle={authStrings.confirmSubtitleSignedOut}>
        <Typography variant="body2">
          <Link component={RouterLink} to={`/auth/login?redirect=${encodeURIComponent(back)}`}>
            {authStrings.signIn}
          </Link>
        </Typography>
      </CenteredCard>
    );
  }
  return (
    <CenteredCard title={authStrings.confirmTitle} subtitle={authStrings.confirmSubtitle(account.email)}>
      <Stack spacing={2}>
        {params.get('code') ? null : <LocalMailboxHint email={account.email} />}
        <ConfirmEmailForm
          initialCode={params.get('code') ?? ''}
          onConfirmed={() => navigate('/auth/login', { replace: true })}
        />
      </Stack>
    </CenteredCard>
  );
}
