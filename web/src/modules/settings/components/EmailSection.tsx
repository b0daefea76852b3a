import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import type { Account } from '../../auth/types/Viewer';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { CONFIRM_EMAIL_CHANGE_MUTATION, REQUEST_EMAIL_CHANGE_MUTATION } from '../operations';
import { settingsStrings } from '../strings';
import { SettingsSection } from './SettingsSection';
import { LocalMailboxHint } from '../../common/components/LocalMailboxHint';

/**
 * Changing the sign-in address in two steps: the new address (with the current password) gets a
 * code; the address changes only once that code is entered here.
 */
export function EmailSection({
  account,
  onChanged,
}: {
  account: Account;
  onChanged: (message: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [request, requestState] = useGraphqlMutation(REQUEST_EMAIL_CHANGE_MUTATION);
  const [confirm, confirmState] = useGraphqlMutation(CONFIRM_EMAIL_CHANGE_MUTATION);

  const submitRequest = async (event: FormEvent) => {
    event.preventDefault();
    const result = await request({ input: { email, currentPassword: password } });
    if (result) {
      setPendingEmail(result.requestEmailChange);
      setPassword('');
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const result = await confirm({ code });
    if (result) {
      onChanged(settingsStrings.emailChanged(result.confirmEmailChange.email));
      setPendingEmail(null);
      setEmail('');
      setCode('');
    }
  };

  return (
    <SettingsSection
      id="email-title"
      title={settingsStrings.emailTitle}
      subtitle={settingsStrings.emailSubtitle}
    >
      <Typography sx={{ mb: 2 }}>
        {settingsStrings.currentEmail}: <strong>{account.email}</strong>
      </Typography>
      {/* A change asks for the current password, which an account single sign-on made never had. */}
      {!account.hasPassword ? (
        <Typography variant="body2">{settingsStrings.emailNeedsPassword}</Typography>
      ) : pendingEmail ? (
        <Stack component="form" onSubmit={(e) => void submitCode(e)} spacing={2} sx={{ maxWidth: 480 }}>
          <Alert severity="info">{settingsStrings.codeSent(pendingEmail)}</Alert>
          <LocalMailboxHint email={pendingEmail} />
          {confirmState.error ? <Alert severity="error">{errorMessage(confirmState.error)}</Alert> : null}
          <TextField
            label={settingsStrings.code}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
            required
          />
          <Stack direction="row" spacing={1}>
            <Button
              type="submit"
              variant="contained"
              disabled={confirmState.loading || code.trim().length === 0}
            >
              {confirmState.loading ? settingsStrings.confirming : settingsStrings.confirmChange}
            </Button>
            <Button onClick={() => setPendingEmail(null)}>{settingsStrings.cancelChange}</Button>
          </Stack>
        </Stack>
      ) : (
        <Stack component="form" onSubmit={(e) => void submitRequest(e)} spacing={2} sx={{ maxWidth: 480 }}>
          {requestState.error ? <Alert severity="error">{errorMessage(requestState.error)}</Alert> : null}
          <TextField
            label={settingsStrings.newEmail}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            required
          />
          <TextField
            label={settingsStrings.currentPassword}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          <div>
            <Button type="submit" variant="contained" disabled={requestState.loading}>
              {requestState.loading ? settingsStrings.sendingCode : settingsStrings.sendCode}
            </Button>
          </div>
        </Stack>
      )}
    </SettingsSection>
  );
}
