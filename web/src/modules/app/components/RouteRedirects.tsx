import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * Spec 000 §2 paths whose job another page does (README "Routes that redirect"): they answer, and
 * replace themselves with that page's address, keeping the query and hash a link carried.
 */
export function KeepQueryRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/** A redirect whose target names a path parameter of the route, e.g. the project of a project page. */
export function ParamRedirect({
  to,
}: {
  to: (params: Readonly<Record<string, string | undefined>>) => string;
}) {
  const params = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${to(params)}${search}${hash}`} replace />;
}
