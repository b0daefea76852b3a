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
import { TemplateSelect } from '../../templates/components/TemplateSelect';
import { PROJECT_FROM_TEMPLATE_MUTATION } from '../../templates/operations';

/** The "New project" dialog (createProject, or createProjectFromTemplate with a template chosen; title up to 200 characters). */
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
  const [templateId, setTemplateId] = useState('');
  const [create, blank] = useGraphqlMutation(CREATE_PROJECT_MUTATION, {
    update: addProjectInCache,
  });
  const [createFromTemplate, templated] = useGraphqlMutation(PROJECT_FROM_TEMPLATE_MUTATION, {
    update: (cache, data) => addProjectInCache(cache, { createProject: data.createProjectFromTemplate }),
  });
  const { loading, error } = templateId ? templated : blank;

  const close = () => {
    setTitle('');
    setSummary('');
    setTemplateId('');
    blank.reset();
    templated.reset();
    onClose();
  };

  const submit = async () => {
    // A template brings its summary, tags and fields; the summary typed here is for a blank project.
    const project = templateId
      ? (await createFromTemplate({ input: { templateId, title: title.trim() } }))?.createProjectFromTemplate
      : (
          await create({
            input: { title: title.trim(), ...(summary.trim() ? { summary: summary.trim() } : {}) },
          })
        )?.createProject;
    if (project) {
      onCreated(project);
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
        <TemplateSelect type="PROJECT" value={templateId} onChange={setTemplateId} />
        {templateId ? null : <SummaryField value={summary} onChange={setSummary} />}
      </DialogForm>
    </Dialog>
  );
}
