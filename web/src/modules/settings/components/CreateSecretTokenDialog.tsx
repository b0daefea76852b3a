import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { CopyField } from '../../common/components/CopyField';
import { DialogForm } from '../../common/components/DialogForm';
import type { MutationState } from '../../graphql/hooks/useGraphqlMutation';
import { TOKEN_NAME_MAX, settingsStrings } from '../strings';

/** What differs between kinds of secret token (API, SCIM) in the create dialog. */
export interface CreateSecretTokenStrings {
  title: string;
  nameLabel: string;
  createdWarning: string;
}

/**
 * Names a new secret token (name up to 99) and shows its secret once. `create` runs the kind's mutation
 * and answers the secret, or undefined when it was refused (the refusal is in `state.error`).
 */
export function CreateSecretTokenDialog({
  open,
  strings,
  create,
  state,
  onClose,
  onCreated,
}: {
  open: boolean;
  strings: CreateSecretTokenStrings;
  create: (name: string) => Promise<string | undefined>;
  state: MutationState;
  onClose: () => void;
  onCreated: () => void;
}) {
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);

  const close = () => {
    setName('');
    setSecret(null);
    state.reset();
    onClose();
  };

  const submit = async () => {
    const created = await create(name.trim());
    if (created) {
      setSecret(created);
      onCreated();
    }
  };

  return (
    <Dialog open={open} onClose={secret ? undefined : close} fullWidth maxWidth="sm">
      {secret ? (
        <>
          <DialogTitle>{strings.title}</DialogTitle>
          <DialogContent>
            <Alert severity="warning">{strings.createdWarning}</Alert>
            <CopyField label={settingsStrings.tokenSecret} value={secret} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={close}>
              {settingsStrings.done}
            </Button>
          </DialogActions>
        </>
      ) : (
        <DialogForm
          title={strings.title}
          error={state.error}
          busy={state.loading}
          canSubmit={Boolean(name.trim())}
          submitLabel={settingsStrings.createToken}
          busyLabel={settingsStrings.creatingToken}
          onSubmit={submit}
          onCancel={close}
        >
          <TextField
            label={strings.nameLabel}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            fullWidth
            margin="normal"
            helperText={settingsStrings.charactersUsed(name.length, TOKEN_NAME_MAX)}
            slotProps={{ htmlInput: { maxLength: TOKEN_NAME_MAX } }}
          />
        </DialogForm>
      )}
    </Dialog>
  );
}
