import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CenteredCard } from '../../common/components/CenteredCard';
import { LoadingState } from '../../common/components/LoadingState';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { REDEEM_SIGN_IN_LINK_MUTATION } from '../operations';
import { authStrings } from '../strings';

/**
 * Where a sign-in link may lead besides /home: only these paths of the app (never an address given
 * whole, which would make the link an open redirect).
 */
const NEXT_PATHS = new Set(['/onboarding']);

/**
 * /auth/sign-in-link?token=…[&next=/onboarding]: redeems a one-time link from the root app, then
 * opens the workspace (at onboarding right after the workspace was created).
 */
export function SignInLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const next = params.get('next') ?? '';
  const destination = NEXT_PATHS.has(next) ? next : '/home';
  const [redeem, { error }] = useGraphqlMutation(REDEEM_SIGN_IN_LINK_MUTATION);
  const started = useRef(false);

  useEffect(() => {
    // Redeem once, even under React's double-invoked effects: a link works only one time.
    if (!token || started.current) return;
    started.current = true;
    void redeem({ token }).then((result) => {
      if (result) window.location.replace(destination);
    });
  }, [redeem, token, destination]);

  if (token && !error) return <LoadingState />;
  return (
    <CenteredCard title={authStrings.signInLinkTitle}>
      <Alert severity="warning">{token ? errorMessage(error) : authStrings.signInLinkMissing}</Alert>
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/auth/login">
          {authStrings.backToSignIn}
        </Link>
      </Typography>
    </CenteredCard>
  );
}
