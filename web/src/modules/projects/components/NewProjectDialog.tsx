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
import { CREATE_PROJECT_MUTATION } from '../operations';
import { PROJECT_SUMMARY_MAX, PROJECT_TITLE_MAX, projectStrings } from '../strings';
import type { Project } from '../types/Project';

/** The "New project" dialog (createProject; title up to 200 characters). */
export function NewProjectDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (project: Project) => void;
}) {
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [create, { loading, error, reset }] = useGraphqlMutation(CREATE_PROJECT_MUTATION);

  const close = () => {
    setTitle('');
    setSummary('');
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({
      input: { title: title.trim(), ...(summary.trim() ? { summary: summary.trim() } : {}) },
    });
    if (result) {
      onCreated(result.createProject);
      close();
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{projectStrings.newProject}</DialogTitle>
        <DialogContent>
          {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
          <TextField
            label={projectStrings.projectTitle}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            required
            autoFocus
            fullWidth
            margin="normal"
            helperText={projectStrings.charactersLeft(title.length, PROJECT_TITLE_MAX)}
            slotProps={{ htmlInput: { maxLength: PROJECT_TITLE_MAX } }}
          />
          <TextField
            label={projectStrings.projectSummary}
            value={summary}
            onChange={(event) => setSummary(event.target.value)}
            fullWidth
            multiline
            minRows={3}
            margin="normal"
            helperText={projectStrings.charactersLeft(summary.length, PROJECT_SUMMARY_MAX)}
            slotProps={{ htmlInput: { maxLength: PROJECT_SUMMARY_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{commonStrings.cancel}</Button>
          <Button type="submit" variant="contained" disabled={loading || !title.trim()}>
            {loading ? projectStrings.creating : projectStrings.createProject}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
