import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { ssoStrings } from '../../sso/strings';
import { securityStrings } from '../strings';

/**
 * The workspace sign-in when SSO is required (passwordAuthEnabled false): "Sign in with SSO" in place
 * of the password form, which only break-glass managers open.
 */
export function EnforcedSignIn({ redirect, passwordForm }: { redirect: string; passwordForm: ReactNode }) {
  const [breakGlass, setBreakGlass] = useState(false);
  // The protocol the workspace signs in with (OIDC or SAML): /api/sso/start picks it.
  const start = `/api/sso/start?${new URLSearchParams({ origin: redirect, source: 'web' }).toString()}`;
  return (
    <Box data-testid="sso-required">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {securityStrings.signInWithSsoOnly}
      </Typography>
      <Button variant="contained" fullWidth size="large" href={start} data-testid="sso-sign-in">
        {ssoStrings.signInWithSso}
      </Button>
      <Box sx={{ mt: 3 }}>
        <Button size="small" onClick={() => setBreakGlass(!breakGlass)} aria-expanded={breakGlass}>
          {securityStrings.breakGlassToggle}
        </Button>
        <Collapse in={breakGlass} unmountOnExit>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {securityStrings.breakGlassIntro}
          </Typography>
          {passwordForm}
        </Collapse>
      </Box>
    </Box>
  );
}
