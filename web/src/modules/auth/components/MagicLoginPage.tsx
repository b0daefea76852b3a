import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CenteredCard } from '../../common/components/CenteredCard';
import { LoadingState } from '../../common/components/LoadingState';
import { LocalMailboxHint } from '../../common/components/LocalMailboxHint';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { entryStrings } from '../entry-strings';
import { REQUEST_MAGIC_LINK_MUTATION, SIGN_IN_WITH_MAGIC_LINK_MUTATION } from '../operations';

/**
 * /auth/magic-login (spec 000 §2), on the root app and on a workspace's address: without a token, asks
 * for an address to mail a one-time sign-in link to; with `?token=` (the mailed link), signs in once
 * and opens `home` (the account's workspaces, or the workspace).
 */
export function MagicLoginPage({ home }: { home: string }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return token ? <RedeemMagicLink token={token} home={home} /> : <RequestMagicLink />;
}

function RedeemMagicLink({ token, home }: { token: string; home: string }) {
  const [redeem, { error }] = useGraphqlMutation(SIGN_IN_WITH_MAGIC_LINK_MUTATION);
  const started = useRef(false);
  useEffect(() => {
    // A link works once: redeem it once, even under React's double-invoked effects.
    if (started.current) return;
    started.current = true;
    void redeem({ token }).then((result) => {
      if (result) window.location.replace(home);
    });
  }, [redeem, token, home]);

  if (!error) return <LoadingState label={entryStrings.signingIn} />;
  return (
    <CenteredCard title={entryStrings.magicFailedTitle}>
      <Alert severity="warning">{errorMessage(error)}</Alert>
      <Stack direction="row" spacing={3} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to="/auth/magic-login" variant="body2">
          {entryStrings.askAgain}
        </Link>
        <Link component={RouterLink} to="/auth/login" variant="body2">
          {entryStrings.usePassword}
        </Link>
      </Stack>
    </CenteredCard>
  );
}

function RequestMagicLink() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [request, { loading, error }] = useGraphqlMutation(REQUEST_MAGIC_LINK_MUTATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const result = await request({ email: address });
    if (result) setSent({ email: address, message: result.requestMagicLink });
  };

  return (
    <CenteredCard title={entryStrings.magicTitle} subtitle={entryStrings.magicSubtitle}>
      {sent ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {sent.message}
          </Alert>
          <LocalMailboxHint email={sent.email} />
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack spacing={2}>
            {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
            <TextField
              label="E-mail address"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { maxLength: 320 } }}
            />
            <Button type="submit" variant="contained" size="large" disabled={loading || !email.trim()}>
              {loading ? entryStrings.sending : entryStrings.sendMagicLink}
            </Button>
          </Stack>
        </form>
      )}
      <Link component={RouterLink} to="/auth/login" variant="body2" sx={{ display: 'inline-block', mt: 3 }}>
        {entryStrings.usePassword}
      </Link>
    </CenteredCard>
  );
}
