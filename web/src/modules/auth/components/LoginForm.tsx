import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { PlainTextField } from '../../common/components/PlainTextField';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { LOG_IN_MUTATION } from '../operations';
import type { AuthPayload } from '../types/Viewer';
import { authStrings } from '../strings';

/** E-mail and password; shows the server's message when sign-in fails. */
export function LoginForm({ onSignedIn }: { onSignedIn: (payload: AuthPayload) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [logIn, { loading, error }] = useGraphqlMutation(LOG_IN_MUTATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await logIn({ input: { email: email.trim(), password } });
    if (result) onSignedIn(result.logIn);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack spacing={2}>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        <PlainTextField
          label={authStrings.email}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          autoFocus
        />
        <PlainTextField
          label={authStrings.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={loading || !email || !password}>
          {loading ? authStrings.signingIn : authStrings.signIn}
        </Button>
      </Stack>
    </form>
  );
}
