import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { DialogForm } from '../../common/components/DialogForm';
import { PlanFeatureNotice } from '../../plans/components/PlanFeatureNotice';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { UPDATE_PROJECT_MUTATION } from '../operations';
import { PROJECT_COLORS, PROJECT_ICON_MAX, PROJECT_TITLE_MAX, projectStrings } from '../strings';
import type { Project } from '../types/Project';
import { SummaryField } from './SummaryField';
import { TitleField } from './TitleField';

/** Edits a project's title, summary, icon and colour (updateProject). */
export function EditProjectDialog({
  project,
  open,
  onClose,
}: {
  project: Project;
  open: boolean;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(project.title);
  const [summary, setSummary] = useState(project.summary ?? '');
  const [icon, setIcon] = useState(project.icon ?? '');
  const [color, setColor] = useState(project.color ?? '');
  const [update, { loading, error, reset }] = useGraphqlMutation(UPDATE_PROJECT_MUTATION);

  useEffect(() => {
    if (!open) return;
    setTitle(project.title);
    setSummary(project.summary ?? '');
    setIcon(project.icon ?? '');
    setColor(project.color ?? '');
    reset();
  }, [open, project, reset]);

  const submit = async () => {
    const result = await update({
      input: { id: project.id, title: title.trim(), summary: summary.trim(), icon: icon.trim(), color },
    });
    // The answer is the project: every cached view of it shows the new details.
    if (result) onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogForm
        title={projectStrings.editProject}
        error={error}
        busy={loading}
        canSubmit={Boolean(title.trim())}
        submitLabel={projectStrings.save}
        busyLabel={projectStrings.saving}
        onSubmit={submit}
        onCancel={onClose}
      >
        <TitleField
          label={projectStrings.projectTitle}
          value={title}
          onChange={setTitle}
          max={PROJECT_TITLE_MAX}
        />
        <SummaryField value={summary} onChange={setSummary} />
        <TextField
          label={projectStrings.projectIcon}
          value={icon}
          onChange={(event) => setIcon(event.target.value)}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: PROJECT_ICON_MAX } }}
        />
        <PlanFeatureNotice flag="allowProjectCustomization" />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }} id="project-colour-label">
          {projectStrings.projectColor}
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={color}
          onChange={(_event, value: string | null) => setColor(value ?? '')}
          aria-labelledby="project-colour-label"
          size="small"
        >
          <ToggleButton value="">{projectStrings.noColor}</ToggleButton>
          {PROJECT_COLORS.map((c) => (
            <ToggleButton key={c} value={c} aria-label={c}>
              <Box sx={{ width: 20, height: 20, borderRadius: '50%', bgcolor: c }} />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </DialogForm>
    </Dialog>
  );
}
