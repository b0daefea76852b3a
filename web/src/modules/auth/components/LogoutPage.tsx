import { useEffect } from 'react';
import { LoadingState } from '../../common/components/LoadingState';
import { useSignOut } from '../hooks/useSignOut';

/** /auth/logout: signs out, then shows the sign-in page. */
export function LogoutPage() {
  const signOut = useSignOut();
  useEffect(() => {
    void signOut();
  }, [signOut]);
  return <LoadingState />;
}
