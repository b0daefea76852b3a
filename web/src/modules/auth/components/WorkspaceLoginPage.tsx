import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { hostInfo } from '../../app/utils/hostInfo';
import { CenteredCard } from '../../common/components/CenteredCard';
import { LoadingState } from '../../common/components/LoadingState';
import { useTeamEnvironment } from '../hooks/useTeamEnvironment';
import { useViewer } from '../hooks/useViewer';
import { entryStrings } from '../entry-strings';
import { authStrings } from '../strings';
import { safeRedirect } from '../utils/safeRedirect';
import { EnforcedSignIn } from '../../security/components/EnforcedSignIn';
import { SsoSignInButton } from '../../sso/components/SsoSignInButton';
import { ssoStrings } from '../../sso/strings';
import { LoginForm } from './LoginForm';

/** /auth/login on a workspace address: sign in, then back to where the visitor was going. */
export function WorkspaceLoginPage({ subdomain }: { subdomain: string }) {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const ssoError = params.get('ssoError');
  const { viewer } = useViewer();
  const team = useTeamEnvironment(subdomain);
  const { rootOrigin } = hostInfo();

  if (viewer?.workspace) return <Navigate to={redirect} replace />;
  if (team.loading) return <LoadingState />;
  if (!team.found) {
    return (
      <CenteredCard title={authStrings.noWorkspaceHere}>
        <Link href={`${rootOrigin}/auth/find-workspace`}>{authStrings.findWorkspaceLink}</Link>
      </CenteredCard>
    );
  }
  return (
    <CenteredCard title={team.name ? authStrings.signInTo(team.name) : authStrings.signInTitle}>
      {ssoError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {ssoStrings.ssoErrors[ssoError] ?? ssoStrings.ssoErrors.IDP_ERROR}
        </Alert>
      ) : null}
      {team.ssoAuthEnabled && !team.passwordAuthEnabled ? (
        <EnforcedSignIn
          redirect={redirect}
          passwordForm={<LoginForm onSignedIn={() => window.location.assign(redirect)} />}
        />
      ) : (
        <>
          {team.ssoAuthEnabled ? <SsoSignInButton redirect={redirect} /> : null}
          <LoginForm onSignedIn={() => window.location.assign(redirect)} />
        </>
      )}
      <Stack direction="row" spacing={3} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
        <Typography variant="body2">
          <Link component={RouterLink} to="/auth/reset-password">
            {authStrings.forgotPasswordLink}
          </Link>
        </Typography>
        {team.passwordAuthEnabled ? (
          <Typography variant="body2">
            <Link component={RouterLink} to="/auth/magic-login">
              {entryStrings.magicLinkLink}
            </Link>
          </Typography>
        ) : null}
        <Typography variant="body2">
          <Link href={`${rootOrigin}/auth/find-workspace`}>{authStrings.findWorkspaceLink}</Link>
        </Typography>
      </Stack>
    </CenteredCard>
  );
}
