import Dialog from '@mui/material/Dialog';
import { useState } from 'react';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CREATE_PROJECT_MUTATION } from '../operations';
import { PROJECT_TITLE_MAX, projectStrings } from '../strings';
import type { Project } from '../types/Project';
import { SummaryField } from './SummaryField';
import { TitleField } from './TitleField';
import { addProjectInCache } from '../utils/addProjectInCache';

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
  const [create, { loading, error, reset }] = useGraphqlMutation(CREATE_PROJECT_MUTATION, {
    update: addProjectInCache,
  });

  const close = () => {
    setTitle('');
    setSummary('');
    reset();
    onClose();
  };

  const submit = async () => {
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
      <DialogForm
        title={projectStrings.newProject}
        error={error}
        busy={loading}
        canSubmit={Boolean(title.trim())}
        submitLabel={projectStrings.createProject}
        busyLabel={projectStrings.creating}
        onSubmit={submit}
        onCancel={close}
      >
        <TitleField
          label={projectStrings.projectTitle}
          value={title}
          onChange={setTitle}
          max={PROJECT_TITLE_MAX}
        />
        <SummaryField value={summary} onChange={setSummary} />
      </DialogForm>
    </Dialog>
  );
}
