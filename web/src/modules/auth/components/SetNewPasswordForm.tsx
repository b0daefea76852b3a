import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { RESET_PASSWORD_MUTATION } from '../operations';
import { authStrings } from '../strings';
import { NewPasswordField } from './NewPasswordField';

/**
 * The new password for the mailed link's token. The server signs the person in when it is set;
 * a refused password leaves the link working, so the person can try another.
 */
export function SetNewPasswordForm({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const [password, setPassword] = useState('');
  const [reset, { loading, error }] = useGraphqlMutation(RESET_PASSWORD_MUTATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await reset({ input: { token, newPassword: password } });
    if (result) onSignedIn();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack spacing={2}>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        <NewPasswordField value={password} onChange={setPassword} label={authStrings.newPassword} />
        <Button type="submit" variant="contained" size="large" disabled={loading || !password}>
          {loading ? authStrings.settingPassword : authStrings.setNewPassword}
        </Button>
      </Stack>
    </form>
  );
}
