import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Role } from '../../auth/types/Viewer';
import { commonStrings } from '../../common/strings';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { settingsStrings } from '../strings';
import type { Member } from '../types/Settings';

/** Asks before a member's role changes: who, from what to what, and what the new role may do. */
export function ChangeRoleDialog({
  change,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  change: { member: Member; role: Role } | null;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const from = change ? settingsStrings.roles[change.member.role] : '';
  const to = change ? settingsStrings.roles[change.role] : '';
  return (
    <Dialog open={change !== null} onClose={onCancel} fullWidth maxWidth="xs">
      <DialogTitle>{change ? settingsStrings.changeRoleTitle(change.member.name) : ''}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(error)}
          </Alert>
        ) : null}
        <DialogContentText>
          {change ? settingsStrings.changeRoleBody(change.member.name, from, to) : ''}
        </DialogContentText>
        {change ? (
          <DialogContentText sx={{ mt: 1.5 }}>
            <strong>{to}:</strong> {settingsStrings.roleHints[change.role]}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{commonStrings.cancel}</Button>
        <Button variant="contained" disabled={busy} onClick={onConfirm}>
          {busy ? settingsStrings.changingRole : settingsStrings.changeRole}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
