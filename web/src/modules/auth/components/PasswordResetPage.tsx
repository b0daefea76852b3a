import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CenteredCard } from '../../common/components/CenteredCard';
import { authStrings } from '../strings';
import { RequestPasswordResetForm } from './RequestPasswordResetForm';
import { SetNewPasswordForm } from './SetNewPasswordForm';

/**
 * /auth/reset-password (spec 001 §2), on the root app and on a workspace's address: without a token,
 * ask for a link by e-mail; with the mailed link's token, choose a new password and be signed in,
 * then go to `home` (loaded afresh, so the app starts as the signed-in person).
 */
export function PasswordResetPage({ home }: { home: string }) {
  const [params] = useSearchParams();
  const token = params.get('token');

  return (
    <CenteredCard
      title={token ? authStrings.newPasswordTitle : authStrings.resetTitle}
      subtitle={token ? authStrings.newPasswordSubtitle : authStrings.resetSubtitle}
    >
      {token ? (
        <SetNewPasswordForm token={token} onSignedIn={() => window.location.assign(home)} />
      ) : (
        <RequestPasswordResetForm />
      )}
      <Stack direction="row" spacing={3} sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/auth/login" variant="body2">
          {authStrings.backToSignIn}
        </Link>
        {token ? (
          <Link component={RouterLink} to="/auth/reset-password" variant="body2">
            {authStrings.requestAnotherLink}
          </Link>
        ) : null}
      </Stack>
    </CenteredCard>
  );
}
