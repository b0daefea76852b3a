import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CREATE_NOTE_MUTATION } from '../operations';
import { NOTE_TITLE_MAX, projectStrings } from '../strings';
import type { NoteSummary } from '../types/Project';
import { TitleField } from './TitleField';
import { addNoteInCache } from '../utils/addNoteInCache';

/**
 * The "New note" dialog (createNote). The note joins the project's cached list and count;
 * `refetchQueries` names what else the page shows it in (a view's items).
 */
export function NewNoteDialog({
  projectId,
  open,
  refetchQueries,
  onClose,
  onCreated,
}: {
  projectId: string;
  open: boolean;
  refetchQueries?: readonly string[];
  onClose: () => void;
  onCreated: (note: NoteSummary) => void;
}) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [create, { loading, error, reset }] = useGraphqlMutation(CREATE_NOTE_MUTATION, {
    update: addNoteInCache,
    refetchQueries,
  });

  const close = () => {
    setTitle('');
    setContent('');
    reset();
    onClose();
  };

  const submit = async () => {
    const result = await create({ input: { projectId, title: title.trim(), content } });
    if (result) {
      onCreated(result.createNote);
      close();
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md">
      <DialogForm
        title={projectStrings.newNote}
        error={error}
        busy={loading}
        canSubmit={Boolean(title.trim())}
        submitLabel={projectStrings.createNote}
        busyLabel={projectStrings.creating}
        onSubmit={submit}
        onCancel={close}
      >
        <TitleField label={projectStrings.noteTitle} value={title} onChange={setTitle} max={NOTE_TITLE_MAX} />
        <TextField
          label={projectStrings.noteContent}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          fullWidth
          multiline
          minRows={8}
          margin="normal"
        />
      </DialogForm>
    </Dialog>
  );
}
