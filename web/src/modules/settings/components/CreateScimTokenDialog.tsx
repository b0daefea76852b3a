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
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CREATE_SCIM_TOKEN_MUTATION } from '../operations';
import { TOKEN_NAME_MAX, settingsStrings } from '../strings';

/** Creates a SCIM token of the workspace (managers; name up to 99) and shows its secret once. */
export function CreateScimTokenDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [create, { loading, error, reset }] = useGraphqlMutation(CREATE_SCIM_TOKEN_MUTATION);

  const close = () => {
    setName('');
    setSecret(null);
    reset();
    onClose();
  };

  const submit = async () => {
    const result = await create({ name: name.trim() });
    if (result) {
      setSecret(result.createScimToken.token);
      onCreated();
    }
  };

  return (
    <Dialog open={open} onClose={secret ? undefined : close} fullWidth maxWidth="sm">
      {secret ? (
        <>
          <DialogTitle>{settingsStrings.newScimToken}</DialogTitle>
          <DialogContent>
            <Alert severity="warning">{settingsStrings.scimTokenCreated}</Alert>
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
          title={settingsStrings.newScimToken}
          error={error}
          busy={loading}
          canSubmit={Boolean(name.trim())}
          submitLabel={settingsStrings.createToken}
          busyLabel={settingsStrings.creatingToken}
          onSubmit={submit}
          onCancel={close}
        >
          <TextField
            label={settingsStrings.scimTokenName}
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
