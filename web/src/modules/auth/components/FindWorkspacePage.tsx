import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredCard } from '../../common/components/CenteredCard';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { SEND_WORKSPACE_LIST_MUTATION } from '../operations';
import { authStrings } from '../strings';
import { LocalMailboxHint } from '../../common/components/LocalMailboxHint';

/** /auth/find-workspace: e-mails the list of workspaces for an address. */
export function FindWorkspacePage() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [send, { loading, error }] = useGraphqlMutation(SEND_WORKSPACE_LIST_MUTATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const result = await send({ email: address });
    if (result) setSentTo(address);
  };

  return (
    <CenteredCard title={authStrings.findTitle} subtitle={authStrings.findSubtitle}>
      {sentTo ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {authStrings.findSent(sentTo)}
          </Alert>
          <LocalMailboxHint email={sentTo} />
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack spacing={2}>
            {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
            <TextField
              label={authStrings.email}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
              autoFocus
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" disabled={loading || !email.trim()}>
              {loading ? authStrings.sending : authStrings.sendList}
            </Button>
          </Stack>
        </form>
      )}
      <Link component={RouterLink} to="/auth/login" variant="body2" sx={{ display: 'inline-block', mt: 3 }}>
        {authStrings.backToSignIn}
      </Link>
    </CenteredCard>
  );
}
