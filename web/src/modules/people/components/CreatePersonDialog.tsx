import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CREATE_PERSON_MUTATION } from '../operations';
import { peopleStrings } from '../strings';
import { PEOPLE_LIST_QUERIES } from '../utils/peopleListQueries';

/** Spec 000 §9: person name 300, person e-mail 320. */
const MAX_NAME = 300;
const MAX_EMAIL = 320;

/** Adds a person by hand; the server checks the limits and that the e-mail is not taken. */
export function CreatePersonDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (person: { id: string; name: string; email?: string | null }) => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [create, state] = useGraphqlMutation(CREATE_PERSON_MUTATION, { refetchQueries: PEOPLE_LIST_QUERIES });
  const close = () => {
    setName('');
    setEmail('');
    state.reset();
    onClose();
  };
  const submit = async () => {
    const result = await create({ input: { name, email } });
    if (!result) return;
    onCreated(result.createPerson);
    close();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogForm
        title={peopleStrings.createTitle}
        error={state.error}
        busy={state.loading}
        canSubmit={name.trim() !== '' || email.trim() !== ''}
        submitLabel={peopleStrings.create}
        busyLabel={peopleStrings.create}
        onSubmit={submit}
        onCancel={close}
      >
        <Stack sx={{ gap: 2, mt: 1 }}>
          <TextField
            label={peopleStrings.name}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoFocus
            helperText={peopleStrings.nameHelper}
            slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
          />
          <TextField
            label={peopleStrings.email}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            helperText={peopleStrings.emailHelper}
            slotProps={{ htmlInput: { maxLength: MAX_EMAIL } }}
          />
        </Stack>
      </DialogForm>
    </Dialog>
  );
}
