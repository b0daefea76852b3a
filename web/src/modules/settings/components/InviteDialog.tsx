import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Role } from '../../auth/types/Viewer';
import { CopyField } from '../../common/components/CopyField';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { INVITE_MEMBER_MUTATION } from '../operations';
import { INVITE_MESSAGE_MAX, settingsStrings } from '../strings';
import type { Invite } from '../types/Settings';

const ROLES: Role[] = ['VIEWER', 'CONTRIBUTOR', 'MANAGER'];

/** Invite by e-mail with a role and an optional message; shows the invite link to copy. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('CONTRIBUTOR');
  const [message, setMessage] = useState('');
  const [invite, setInvite] = useState<Invite | null>(null);
  const [send, { loading, error, reset }] = useGraphqlMutation(INVITE_MEMBER_MUTATION);

  const clear = () => {
    setEmail('');
    setRole('CONTRIBUTOR');
    setMessage('');
    setInvite(null);
    reset();
  };
  const close = () => {
    clear();
    onClose();
  };

  const submit = async () => {
    const result = await send({
      input: { email: email.trim(), role, ...(message.trim() ? { message: message.trim() } : {}) },
    });
    if (result) setInvite(result.inviteMember);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      {invite ? (
        <>
          <DialogTitle>{settingsStrings.inviteTitle}</DialogTitle>
          <DialogContent>
            <Alert severity="success" role="status">
              {settingsStrings.inviteSent(invite.email)}
            </Alert>
            <CopyField label={settingsStrings.inviteLink} value={invite.link} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={clear}>{settingsStrings.inviteAnother}</Button>
            <Button variant="contained" onClick={close}>
              {settingsStrings.done}
            </Button>
          </DialogActions>
        </>
      ) : (
        <DialogForm
          title={settingsStrings.inviteTitle}
          error={error}
          busy={loading}
          canSubmit={Boolean(email.trim())}
          submitLabel={settingsStrings.sendInvite}
          busyLabel={settingsStrings.sendingInvite}
          onSubmit={submit}
          onCancel={close}
        >
          <TextField
            label={settingsStrings.email}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            autoFocus
            fullWidth
            margin="normal"
          />
          <TextField
            select
            label={settingsStrings.role}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            fullWidth
            margin="normal"
            helperText={settingsStrings.roleHints[role]}
          >
            {ROLES.map((value) => (
              <MenuItem key={value} value={value}>
                {settingsStrings.roles[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={settingsStrings.inviteMessage}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            fullWidth
            multiline
            minRows={3}
            margin="normal"
            helperText={settingsStrings.charactersUsed(message.length, INVITE_MESSAGE_MAX)}
            slotProps={{ htmlInput: { maxLength: INVITE_MESSAGE_MAX } }}
          />
        </DialogForm>
      )}
    </Dialog>
  );
}
