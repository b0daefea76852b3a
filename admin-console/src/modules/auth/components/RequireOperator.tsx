import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useOperatorSession } from '../hooks/useOperatorSession';

/** Shows the nested screens only to a signed-in operator; others go to sign-in and come back after. */
export function RequireOperator() {
  const { token } = useOperatorSession();
  const location = useLocation();
  if (!token) return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
