import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CenteredCard } from '../../common/components/CenteredCard';
import { useSignOut } from '../hooks/useSignOut';
import { useViewer } from '../hooks/useViewer';
import { authStrings } from '../strings';

/** Sends signed-out visitors to /auth/login (and back afterwards); non-members see why they cannot enter. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { viewer } = useViewer();
  const location = useLocation();
  const signOut = useSignOut();
  if (!viewer) {
    const back = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (!viewer.workspace) {
    return (
      <CenteredCard title={authStrings.notMemberTitle}>
        <Typography sx={{ mb: 3 }}>{authStrings.notMemberBody(viewer.account.name)}</Typography>
        <Button variant="outlined" onClick={() => void signOut()}>
          {authStrings.signOut}
        </Button>
      </CenteredCard>
    );
  }
  return children;
}
