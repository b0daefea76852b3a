import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { commonStrings } from '../../common/strings';
import { errorMessage } from '../../graphql/utils/errorMessage';
import type { MutationState } from '../../graphql/hooks/useGraphqlMutation';
import { settingsStrings } from '../strings';
import type { SecretToken } from '../types/Settings';

/**
 * Confirms and revokes one secret token (API or SCIM). `revoke` runs the kind's mutation and answers
 * whether it went through (a refusal is in `state.error`); `body` says what stops working.
 */
export function RevokeSecretTokenDialog({
  token,
  body,
  revoke,
  state,
  onClose,
  onRevoked,
}: {
  token: SecretToken | null;
  body: string;
  revoke: (id: string) => Promise<boolean>;
  state: MutationState;
  onClose: () => void;
  onRevoked: () => void;
}) {
  const close = () => {
    state.reset();
    onClose();
  };
  const confirm = async () => {
    if (!token) return;
    if (await revoke(token.id)) {
      onRevoked();
      close();
    }
  };
  return (
    <Dialog open={token !== null} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>{token ? settingsStrings.revokeTitle(token.name) : ''}</DialogTitle>
      <DialogContent>
        {state.error ? <Alert severity="error">{errorMessage(state.error)}</Alert> : null}
        <DialogContentText>{body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{commonStrings.cancel}</Button>
        <Button color="error" variant="contained" disabled={state.loading} onClick={() => void confirm()}>
          {state.loading ? settingsStrings.revoking : settingsStrings.revoke}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
