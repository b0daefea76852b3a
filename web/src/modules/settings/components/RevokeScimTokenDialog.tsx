import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { commonStrings } from '../../common/strings';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { REVOKE_SCIM_TOKEN_MUTATION } from '../operations';
import { settingsStrings } from '../strings';
import type { ScimToken } from '../types/Settings';

/** Confirms and revokes one SCIM token of the workspace. */
export function RevokeScimTokenDialog({
  token,
  onClose,
  onRevoked,
}: {
  token: ScimToken | null;
  onClose: () => void;
  onRevoked: () => void;
}) {
  const [revoke, { loading, error, reset }] = useGraphqlMutation(REVOKE_SCIM_TOKEN_MUTATION);
  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    if (!token) return;
    const result = await revoke({ id: token.id });
    if (result) {
      onRevoked();
      close();
    }
  };
  return (
    <Dialog open={token !== null} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>{token ? settingsStrings.revokeTitle(token.name) : ''}</DialogTitle>
      <DialogContent>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        <DialogContentText>{settingsStrings.scimRevokeBody}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{commonStrings.cancel}</Button>
        <Button color="error" variant="contained" disabled={loading} onClick={() => void confirm()}>
          {loading ? settingsStrings.revoking : settingsStrings.revoke}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
