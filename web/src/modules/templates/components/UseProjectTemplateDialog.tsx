import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DialogForm } from '../../common/components/DialogForm';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { PROJECT_TITLE_MAX } from '../../projects/strings';
import { PROJECT_FROM_TEMPLATE_MUTATION } from '../operations';
import { templateStrings as strings } from '../strings';

/** "Create project" from a project template: its title (the template's by default), then the new project opens. */
export function UseProjectTemplateDialog({
  template,
  onClose,
}: {
  template: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [create, { loading, error, reset }] = useGraphqlMutation(PROJECT_FROM_TEMPLATE_MUTATION, {
    refetchQueries: ['Projects'],
  });
  const close = () => {
    setTitle('');
    reset();
    onClose();
  };
  return (
    <Dialog open={template !== null} onClose={close} fullWidth maxWidth="sm">
      {template ? (
        <DialogForm
          title={strings.useTemplateTitle(template.title)}
          error={error}
          busy={loading}
          canSubmit
          submitLabel={strings.createProject}
          busyLabel={strings.creating}
          onSubmit={async () => {
            const result = await create({ input: { templateId: template.id, title: title.trim() || null } });
            if (result) void navigate(itemPaths.project(result.createProjectFromTemplate));
          }}
          onCancel={close}
        >
          <TextField
            label={strings.projectTitleLabel}
            placeholder={template.title}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            autoFocus
            fullWidth
            margin="normal"
            helperText={strings.charactersLeft(title.length, PROJECT_TITLE_MAX)}
            slotProps={{ htmlInput: { maxLength: PROJECT_TITLE_MAX } }}
          />
        </DialogForm>
      ) : null}
    </Dialog>
  );
}
