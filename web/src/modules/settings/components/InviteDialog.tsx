import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Role } from '../../auth/types/Viewer';
import { CopyField } from '../../common/components/CopyField';
import { DialogForm } from '../../common/components/DialogForm';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { isPlanRefusal } from '../../graphql/utils/isPlanRefusal';
import { INVITE_MEMBER_MUTATION } from '../operations';
import { INVITE_BATCH_MAX, INVITE_MESSAGE_MAX, settingsStrings } from '../strings';
import type { Invite } from '../types/Settings';
import { inviteAddresses } from '../utils/inviteAddresses';

const ROLES: Role[] = ['VIEWER', 'CONTRIBUTOR', 'MANAGER'];

/** What one Send did: the invites made, the addresses refused (with why), and a plan limit that stopped it. */
interface Outcome {
  sent: Invite[];
  refused: { email: string; error: unknown }[];
  /** A plan refusal (e.g. no paid seat left) ends the batch: the rest would be refused the same way. */
  stoppedBy: unknown;
  untried: number;
}

/**
 * Invite by e-mail with a role and an optional message: one address shows its invite link to copy;
 * several (a team's list pasted at once) are invited one after another with the same role and
 * message, and the dialog then says who was invited and who was not, with the server's reason.
 */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [emails, setEmails] = useState('');
  const [role, setRole] = useState<Role>('CONTRIBUTOR');
  const [message, setMessage] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const addresses = inviteAddresses(emails);
  const tooMany = addresses.length > INVITE_BATCH_MAX;

  const clear = () => {
    setEmails('');
    setRole('CONTRIBUTOR');
    setMessage('');
    setOutcome(null);
  };
  const close = () => {
    clear();
    onClose();
  };

  const submit = async () => {
    if (tooMany || progress !== null) return;
    const result: Outcome = { sent: [], refused: [], stoppedBy: undefined, untried: 0 };
    for (const [index, email] of addresses.entries()) {
      setProgress(index);
      try {
        const data = await graphqlRequest(INVITE_MEMBER_MUTATION, {
          input: { email, role, ...(message.trim() ? { message: message.trim() } : {}) },
        });
        result.sent.push(data.inviteMember);
      } catch (error) {
        if (isPlanRefusal(error) && error.planRefusal) {
          result.stoppedBy = error;
          result.untried = addresses.length - index;
          break;
        }
        result.refused.push({ email, error });
      }
    }
    setProgress(null);
    setOutcome(result);
  };

  const single = outcome?.sent.length === 1 && addresses.length === 1 ? outcome.sent[0]! : null;
  // One address refused: the form stays open with the refusal, as a single invite always did.
  const showForm = outcome === null || (addresses.length === 1 && outcome.sent.length === 0);
  const formError =
    outcome && showForm
      ? (outcome.stoppedBy ?? outcome.refused[0]?.error)
      : tooMany
        ? new Error(settingsStrings.inviteTooMany(addresses.length))
        : undefined;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      {!showForm && outcome ? (
        <>
          <DialogTitle>{settingsStrings.inviteTitle}</DialogTitle>
          <DialogContent>
            {single ? (
              <>
                <Alert severity="success" role="status">
                  {settingsStrings.inviteSent(single.email)}
                </Alert>
                <CopyField label={settingsStrings.inviteLink} value={single.link} />
              </>
            ) : (
              <InviteBatchReport outcome={outcome} />
            )}
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
          error={formError}
          busy={progress !== null}
          canSubmit={addresses.length > 0 && !tooMany}
          submitLabel={settingsStrings.sendInvites(addresses.length)}
          busyLabel={
            addresses.length > 1
              ? settingsStrings.sendingInvites(progress ?? 0, addresses.length)
              : settingsStrings.sendingInvite
          }
          onSubmit={submit}
          onCancel={close}
        >
          <TextField
            label={settingsStrings.inviteEmails}
            value={emails}
            onChange={(event) => {
              setEmails(event.target.value);
              setOutcome(null);
            }}
            required
            autoFocus
            fullWidth
            multiline
            maxRows={6}
            margin="normal"
            helperText={settingsStrings.inviteEmailsHint}
            // Enter sends (as the single-address field did); Shift+Enter starts a new line.
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.closest('form')?.requestSubmit();
              }
            }}
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

/** After several invites: who got one, who was refused and why, and a plan limit that stopped the rest. */
function InviteBatchReport({ outcome }: { outcome: Outcome }) {
  return (
    <>
      {outcome.sent.length > 0 ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {settingsStrings.invitesSent(outcome.sent.length)}
          <ul data-testid="invites-sent">
            {outcome.sent.map((invite) => (
              <li key={invite.id}>{invite.email}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {outcome.refused.length > 0 ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {settingsStrings.invitesRefused(outcome.refused.length)}
          <ul data-testid="invites-refused">
            {outcome.refused.map((refusal) => (
              <li key={refusal.email}>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {refusal.email}
                </Typography>
                : {errorMessage(refusal.error)}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {outcome.stoppedBy ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {settingsStrings.invitesStopped(outcome.untried)}
          </Typography>
          <ErrorNotice error={outcome.stoppedBy} />
        </>
      ) : null}
    </>
  );
}
