import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { commonStrings } from '../../common/strings';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CREATE_NOTE_MUTATION } from '../operations';
import { NOTE_TITLE_MAX, projectStrings } from '../strings';
import type { NoteSummary } from '../types/Project';

/** The "New note" dialog (createNote). */
export function NewNoteDialog({
  projectId,
  open,
  onClose,
  onCreated,
}: {
  projectId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (note: NoteSummary) => void;
}) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [create, { loading, error, reset }] = useGraphqlMutation(CREATE_NOTE_MUTATION);

  const close = () => {
    setTitle('');
    setContent('');
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ input: { projectId, title: title.trim(), content } });
    if (result) {
      onCreated(result.createNote);
      close();
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{projectStrings.newNote}</DialogTitle>
        <DialogContent>
          {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
          <TextField
            label={projectStrings.noteTitle}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            required
            autoFocus
            fullWidth
            margin="normal"
            helperText={projectStrings.charactersLeft(title.length, NOTE_TITLE_MAX)}
            slotProps={{ htmlInput: { maxLength: NOTE_TITLE_MAX } }}
          />
          <TextField
            label={projectStrings.noteContent}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            fullWidth
            multiline
            minRows={8}
            margin="normal"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{commonStrings.cancel}</Button>
          <Button type="submit" variant="contained" disabled={loading || !title.trim()}>
            {loading ? projectStrings.creating : projectStrings.createNote}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
