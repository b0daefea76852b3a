import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { LocalMailboxHint } from '../../common/components/LocalMailboxHint';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { REQUEST_PASSWORD_RESET_MUTATION } from '../operations';
import { authStrings } from '../strings';

/** The e-mail address to mail a reset link to; shows the server's one answer, whatever the address. */
export function RequestPasswordResetForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [request, { loading, error }] = useGraphqlMutation(REQUEST_PASSWORD_RESET_MUTATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const result = await request({ email: address });
    if (result) setSent({ email: address, message: result.requestPasswordReset });
  };

  if (sent) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {sent.message}
        </Alert>
        <LocalMailboxHint email={sent.email} />
      </Stack>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack spacing={2}>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        <TextField
          label={authStrings.email}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          autoFocus
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={loading || !email.trim()}>
          {loading ? authStrings.sending : authStrings.sendResetLink}
        </Button>
      </Stack>
    </form>
  );
}
