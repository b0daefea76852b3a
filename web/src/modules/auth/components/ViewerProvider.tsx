import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useEffect, useMemo } from 'react';
import { hostInfo } from '../../app/utils/hostInfo';
import { isThemePreference } from '../../app/utils/theme';
import { useThemePreference } from '../../app/utils/themePreferenceContext';
import { CenteredCard } from '../../common/components/CenteredCard';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { commonStrings } from '../../common/strings';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { GraphqlError } from '../../graphql/utils/GraphqlError';
import { ME_QUERY } from '../operations';
import { authStrings } from '../strings';
import { ViewerContext } from '../utils/viewerContext';

/** Loads `me` once and provides it to the workspace app; an unknown subdomain gets its own page. */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const { data, error, loading, refetch } = useGraphqlQuery(ME_QUERY);
  const value = useMemo(() => ({ viewer: data?.me ?? null, refresh: refetch }), [data, refetch]);
  // The account's theme wins over what this browser remembered (it may have been changed elsewhere).
  const { setPreference } = useThemePreference();
  const accountTheme = data?.me?.account.theme;
  useEffect(() => {
    if (isThemePreference(accountTheme)) setPreference(accountTheme);
  }, [accountTheme, setPreference]);
  if (loading && !data) return <LoadingState />;
  if (error instanceof GraphqlError && error.errorCode === 'NOT_FOUND') {
    return (
      <CenteredCard title={authStrings.noWorkspaceHere}>
        <Link href={`${hostInfo().rootOrigin}/auth/find-workspace`}>{authStrings.findWorkspaceLink}</Link>
      </CenteredCard>
    );
  }
  if (error && !data) {
    return (
      <CenteredCard title={commonStrings.errorTitle}>
        <ErrorAlert error={error} onRetry={refetch} />
      </CenteredCard>
    );
  }
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}
