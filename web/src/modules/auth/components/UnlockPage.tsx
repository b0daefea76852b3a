import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { CenteredCard } from '../../common/components/CenteredCard';
import { LoadingState } from '../../common/components/LoadingState';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { UNLOCK_ACCOUNT_MUTATION } from '../operations';
import { authStrings } from '../strings';

/** /auth/unlock?token=…: the one-time link mailed after a lockout signs the owner in and lifts the lock. */
export function UnlockPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [unlock, { error }] = useGraphqlMutation(UNLOCK_ACCOUNT_MUTATION);
  const started = useRef(false);

  useEffect(() => {
    // Redeem once, even under React's double-invoked effects: the link works only one time.
    if (!token || started.current) return;
    started.current = true;
    void unlock({ token }).then((result) => {
      if (result) navigate('/auth/login', { replace: true });
    });
  }, [unlock, token, navigate]);

  if (token && !error) return <LoadingState />;
  return (
    <CenteredCard title={authStrings.unlockTitle}>
      <Alert severity="warning">{token ? errorMessage(error) : authStrings.unlockMissing}</Alert>
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/auth/login">
          {authStrings.backToSignIn}
        </Link>
      </Typography>
    </CenteredCard>
  );
}
