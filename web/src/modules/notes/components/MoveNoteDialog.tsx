import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PROJECTS_QUERY } from '../../projects/operations';
import { MOVE_NOTE_MUTATION } from '../operations';
import { noteStrings } from '../strings';

/** Picks another (active) project and moves the note there (moveNote). */
export function MoveNoteDialog({
  noteId,
  projectId,
  open,
  onClose,
}: {
  noteId: string;
  projectId: string;
  open: boolean;
  onClose: () => void;
}) {
  const projects = useGraphqlQuery(PROJECTS_QUERY, { archived: false }, { skip: !open });
  const [target, setTarget] = useState('');
  const [move, { loading, error, reset }] = useGraphqlMutation(MOVE_NOTE_MUTATION);
  const others = (projects.data?.projects ?? []).filter((p) => p.id !== projectId);

  const close = () => {
    setTarget('');
    reset();
    onClose();
  };
  const submit = async () => {
    // The answer is the note's new project, which its page (breadcrumbs, fields) follows.
    if (await move({ input: { id: noteId, projectId: target } })) close();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogForm
        title={noteStrings.moveTo}
        error={error ?? projects.error}
        busy={loading}
        canSubmit={Boolean(target)}
        submitLabel={noteStrings.move}
        busyLabel={noteStrings.moving}
        onSubmit={submit}
        onCancel={close}
      >
        {projects.data && others.length === 0 ? (
          <Alert severity="info">{noteStrings.noOtherProject}</Alert>
        ) : (
          <TextField
            select
            label={noteStrings.targetProject}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            fullWidth
            margin="normal"
          >
            {others.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.title}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogForm>
    </Dialog>
  );
}
