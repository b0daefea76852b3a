import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CONFIRM_EMAIL_MUTATION, SEND_CONFIRMATION_EMAIL_MUTATION } from '../operations';
import { authStrings } from '../strings';

const CODE_DIGITS = 6;

/** The mailed 6-digit code, a way to ask for a new one, and the server's message when it is wrong. */
export function ConfirmEmailForm({
  initialCode = '',
  onConfirmed,
  onLater,
}: {
  initialCode?: string;
  onConfirmed: () => void;
  onLater?: () => void;
}) {
  const [code, setCode] = useState(initialCode.replace(/\D/g, '').slice(0, CODE_DIGITS));
  const [resent, setResent] = useState(false);
  const [confirm, confirmState] = useGraphqlMutation(CONFIRM_EMAIL_MUTATION);
  const [resend, resendState] = useGraphqlMutation(SEND_CONFIRMATION_EMAIL_MUTATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResent(false);
    if (await confirm({ code })) onConfirmed();
  };
  const sendNewCode = async () => {
    confirmState.reset();
    setResent(Boolean(await resend({})));
  };

  const error = confirmState.error ?? resendState.error;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack spacing={2}>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        {resent ? <Alert severity="success">{authStrings.codeResent}</Alert> : null}
        <TextField
          label={authStrings.confirmCode}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_DIGITS))}
          helperText={authStrings.confirmCodeHint}
          required
          autoFocus
          fullWidth
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CODE_DIGITS } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={confirmState.loading || code.length !== CODE_DIGITS}
        >
          {confirmState.loading ? authStrings.confirming : authStrings.confirm}
        </Button>
        <Stack direction="row" spacing={2}>
          <Button onClick={() => void sendNewCode()} disabled={resendState.loading}>
            {authStrings.resendCode}
          </Button>
          {onLater ? <Button onClick={onLater}>{authStrings.confirmLater}</Button> : null}
        </Stack>
      </Stack>
    </form>
  );
}
