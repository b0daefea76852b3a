import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PlanFeatureNotice } from '../../plans/components/PlanFeatureNotice';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SettingsSection } from '../../settings/components/SettingsSection';
import { WORKSPACE_SECURITY_QUERY } from '../operations';
import { securityStrings } from '../strings';
import { GroupRolesSection } from './GroupRolesSection';
import { ProvisioningActivitySection } from './ProvisioningActivitySection';
import { SessionLifetimesSection } from './SessionLifetimesSection';
import { SsoEnforcementSection } from './SsoEnforcementSection';

/**
 * /settings/security: session lifetimes, SSO enforcement with break-glass managers, IdP group roles and
 * the last provisioning activity (managers); everyone finds their own sessions from here.
 */
export function SecuritySettingsPage() {
  const { viewer } = useViewer();
  const isManager = viewer?.role === 'MANAGER';
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {securityStrings.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {securityStrings.subtitle}
      </Typography>
      {isManager ? (
        <ManagerSections />
      ) : (
        <Alert severity="info" sx={{ mb: 3 }}>
          {securityStrings.managersOnly}
        </Alert>
      )}
      <SettingsSection
        id="own-sessions"
        title={securityStrings.ownSessionsTitle}
        subtitle={securityStrings.ownSessionsText}
      >
        <Link component={RouterLink} to="/settings/user/account">
          {securityStrings.ownSessionsLink}
        </Link>
      </SettingsSection>
    </>
  );
}

function ManagerSections() {
  const { data, error, loading, refetch } = useGraphqlQuery(WORKSPACE_SECURITY_QUERY);
  if (loading && !data) return <LoadingState />;
  if (!data) return <ErrorAlert error={error} onRetry={refetch} />;
  const security = data.workspaceSecurity;
  return (
    <>
      <PlanFeatureNotice flag="allowSecuritySettings" />
      <SsoEnforcementSection security={security} />
      <SessionLifetimesSection security={security} />
      <GroupRolesSection />
      <ProvisioningActivitySection />
    </>
  );
}
