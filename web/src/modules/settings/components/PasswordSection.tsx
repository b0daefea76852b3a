import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { REQUEST_PASSWORD_RESET_MUTATION } from '../../auth/operations';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { CHANGE_PASSWORD_MUTATION } from '../operations';
import { settingsStrings } from '../strings';
import { SettingsSection } from './SettingsSection';

/**
 * A new password: the current one is required, and every other session is signed out. An account
 * single sign-on or SCIM made has no password its owner knows: it gets a link by e-mail instead.
 */
export function PasswordSection({
  account,
  onChanged,
}: {
  account: { email: string; hasPassword: boolean };
  onChanged: (message: string) => void;
}) {
  if (!account.hasPassword) return <SetPasswordByEmail email={account.email} onSent={onChanged} />;
  return <ChangePasswordForm onChanged={onChanged} />;
}

/** Mails the password-reset link to the owner's own address; the answer says what happens next. */
function SetPasswordByEmail({ email, onSent }: { email: string; onSent: (message: string) => void }) {
  const [request, { loading, error }] = useGraphqlMutation(REQUEST_PASSWORD_RESET_MUTATION);
  return (
    <SettingsSection id="password-title" title={settingsStrings.passwordTitle}>
      <Stack spacing={2} sx={{ maxWidth: 480, alignItems: 'flex-start' }}>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        <Typography variant="body2">{settingsStrings.noPasswordYet}</Typography>
        <Button
          variant="outlined"
          disabled={loading}
          onClick={() =>
            void request({ email }).then((answer) => {
              if (answer) onSent(answer.requestPasswordReset);
            })
          }
        >
          {loading ? settingsStrings.sendingSetPasswordLink : settingsStrings.sendSetPasswordLink}
        </Button>
      </Stack>
    </SettingsSection>
  );
}

function ChangePasswordForm({ onChanged }: { onChanged: (message: string) => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [change, { loading, error }] = useGraphqlMutation(CHANGE_PASSWORD_MUTATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await change({ input: { currentPassword: current, newPassword: next } })) {
      setCurrent('');
      setNext('');
      onChanged(settingsStrings.passwordChanged);
    }
  };

  return (
    <SettingsSection
      id="password-title"
      title={settingsStrings.passwordTitle}
      subtitle={settingsStrings.passwordSubtitle}
    >
      <Stack component="form" onSubmit={(e) => void submit(e)} spacing={2} sx={{ maxWidth: 480 }}>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        <TextField
          label={settingsStrings.currentPassword}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          required
        />
        <TextField
          label={settingsStrings.newPassword}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          helperText={settingsStrings.passwordHint}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          required
        />
        <div>
          <Button type="submit" variant="contained" disabled={loading}>
            {loading ? settingsStrings.changingPassword : settingsStrings.changePassword}
          </Button>
        </div>
      </Stack>
    </SettingsSection>
  );
}
