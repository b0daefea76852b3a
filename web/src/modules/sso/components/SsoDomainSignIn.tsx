import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { samlStrings } from '../saml-strings';

interface Discovery {
  signInUrl?: string;
  errors?: { message: string }[];
}

/**
 * "Sign in with SSO" on the root app: the work e-mail's domain names the workspace that verified it
 * (GET /api/sso/discover), whose identity provider the browser is then sent to.
 */
export function SsoDomainSignIn() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const response = await fetch(
        `/api/sso/discover?${new URLSearchParams({ email: email.trim() }).toString()}`,
        {
          headers: { accept: 'application/json' },
        },
      );
      const body = (await response.json()) as Discovery;
      if (response.ok && body.signInUrl) {
        window.location.assign(body.signInUrl);
        return;
      }
      setMessage(body.errors?.[0]?.message ?? response.statusText);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
    setBusy(false);
  };

  if (!open)
    return (
      <Button
        variant="outlined"
        fullWidth
        sx={{ mt: 2 }}
        onClick={() => setOpen(true)}
        data-testid="sso-by-domain"
      >
        {samlStrings.ssoByDomain}
      </Button>
    );
  return (
    <Stack component="form" spacing={2} sx={{ mt: 2 }} onSubmit={submit}>
      <TextField
        label={samlStrings.ssoEmail}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        autoFocus
      />
      {message ? <Alert severity="warning">{message}</Alert> : null}
      <Button type="submit" variant="outlined" fullWidth disabled={busy}>
        {busy ? samlStrings.ssoFinding : samlStrings.ssoContinue}
      </Button>
    </Stack>
  );
}
