import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { ssoStrings } from '../strings';

/** "Sign in with SSO": off to the workspace's identity provider (OIDC or SAML), back to `redirect` afterwards. */
export function SsoSignInButton({ redirect }: { redirect: string }) {
  const start = `/api/sso/start?${new URLSearchParams({ origin: redirect, source: 'web' }).toString()}`;
  return (
    <>
      <Button variant="contained" fullWidth size="large" href={start} data-testid="sso-sign-in">
        {ssoStrings.signInWithSso}
      </Button>
      <Divider sx={{ my: 2 }}>{ssoStrings.orPassword}</Divider>
    </>
  );
}
