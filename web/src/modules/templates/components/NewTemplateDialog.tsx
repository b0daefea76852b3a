import Dialog from '@mui/material/Dialog';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PROJECTS_QUERY } from '../../projects/operations';
import { CREATE_INSIGHT_TEMPLATE_MUTATION, CREATE_PROJECT_TEMPLATE_MUTATION } from '../operations';
import { TEMPLATE_DESCRIPTION_MAX, TEMPLATE_TITLE_MAX, templateStrings as strings } from '../strings';
import { TemplateTextFields } from './TemplateTextFields';

/**
 * "New insight template" (an empty document, written on its page next) or "New project template"
 * (from a project the member chooses). Saved templates count toward the plan's maximum, whose
 * refusal the dialog shows with the way to the plans page.
 */
export function NewTemplateDialog({
  type,
  open,
  onClose,
  onCreated,
}: {
  type: 'INSIGHT' | 'PROJECT';
  open: boolean;
  onClose: () => void;
  onCreated: (template: { id: string; title: string }) => void;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [projectId, setProjectId] = useState('');
  const projects = useGraphqlQuery(
    PROJECTS_QUERY,
    { archived: false },
    { skip: type !== 'PROJECT' || !open },
  );
  const refetchQueries = ['WorkspaceTemplates'];
  const [createInsight, insightState] = useGraphqlMutation(CREATE_INSIGHT_TEMPLATE_MUTATION, {
    refetchQueries,
  });
  const [createProject, projectState] = useGraphqlMutation(CREATE_PROJECT_TEMPLATE_MUTATION, {
    refetchQueries,
  });
  const state = type === 'INSIGHT' ? insightState : projectState;

  const close = () => {
    setTitle('');
    setDescription('');
    setProjectId('');
    state.reset();
    onClose();
  };
  const submit = async () => {
    const input = { title: title.trim(), description: description.trim() || null };
    const created =
      type === 'INSIGHT'
        ? (await createInsight({ input }))?.createInsightTemplate
        : (await createProject({ input: { ...input, fromProjectId: projectId } }))?.createProjectTemplate;
    if (!created) return;
    close();
    onCreated(created);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogForm
        title={type === 'INSIGHT' ? strings.newInsightTemplate : strings.newProjectTemplate}
        error={state.error}
        busy={state.loading}
        canSubmit={Boolean(title.trim()) && (type === 'INSIGHT' || Boolean(projectId))}
        submitLabel={strings.create}
        busyLabel={strings.creating}
        onSubmit={submit}
        onCancel={close}
      >
        <TemplateTextFields
          title={title}
          description={description}
          onTitle={setTitle}
          onDescription={setDescription}
          titleMax={TEMPLATE_TITLE_MAX}
          descriptionMax={TEMPLATE_DESCRIPTION_MAX}
          autoFocus
        />
        {type === 'PROJECT' ? (
          <TextField
            select
            required
            fullWidth
            margin="normal"
            label={strings.fromProjectLabel}
            helperText={strings.fromProjectHelp}
            value={projectId}
            onChange={(event) => setProjectId(event.target.value)}
          >
            {(projects.data?.projects ?? []).map((project) => (
              <MenuItem key={project.id} value={project.id}>
                {project.title}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </DialogForm>
    </Dialog>
  );
}
