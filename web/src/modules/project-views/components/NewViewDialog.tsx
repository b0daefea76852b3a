import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DialogForm } from '../../common/components/DialogForm';
import { commonStrings } from '../../common/strings';
import type { ProjectViewLayout, ViewObjectType } from '../../../gql/graphql';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CREATE_PROJECT_VIEW_MUTATION } from '../operations';
import { projectViewStrings as strings } from '../strings';
import { unusedTitle } from '../utils/unusedTitle';
import { viewPath } from '../utils/viewPath';
import { addViewInCache } from '../utils/addViewInCache';

const LAYOUTS: ProjectViewLayout[] = ['TABLE', 'BOARD', 'LIST', 'GRID', 'CANVAS'];
const OBJECT_TYPES: ViewObjectType[] = ['NOTE', 'INSIGHT', 'HIGHLIGHT'];
/** Spec 000 §9: a view is titled like a project, at most 200 characters. */
const MAX_TITLE = 200;

/** "New view": a name, a layout (spec 000 §2) and what it shows (spec 000 §3 view object types). */
export function NewViewDialog({
  project,
  takenTitles,
  open,
  onClose,
}: {
  project: { id: string; title: string };
  /** The titles of the project's views: a default title steers clear of them. */
  takenTitles: readonly string[];
  open: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [layout, setLayout] = useState<ProjectViewLayout>('TABLE');
  const [objectType, setObjectType] = useState<ViewObjectType>('NOTE');
  const [create, { loading, error, reset }] = useGraphqlMutation(CREATE_PROJECT_VIEW_MUTATION, {
    update: addViewInCache,
  });
  const close = () => {
    reset();
    onClose();
  };
  const name =
    title.trim() ||
    unusedTitle(strings.defaultTitle(strings.layouts[layout], strings.objectTypes[objectType]), takenTitles);

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogForm
        title={strings.newViewTitle}
        error={error}
        busy={loading}
        canSubmit
        submitLabel={strings.create}
        busyLabel={strings.creating}
        onCancel={close}
        onSubmit={async () => {
          const data = await create({ input: { projectId: project.id, title: name, layout, objectType } });
          if (!data) return;
          setTitle('');
          onClose();
          navigate(viewPath(project, data.createProjectView));
        }}
      >
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={strings.viewTitleLabel}
            value={title}
            placeholder={name}
            onChange={(event) => setTitle(event.target.value)}
            autoFocus
            fullWidth
            helperText={commonStrings.charactersUsed(title.length, MAX_TITLE)}
            slotProps={{ htmlInput: { maxLength: MAX_TITLE } }}
          />
          <Stack component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
            <FormLabel component="legend">{strings.layoutLabel}</FormLabel>
            <RadioGroup
              value={layout}
              onChange={(event) => setLayout(LAYOUTS.find((l) => l === event.target.value) ?? 'TABLE')}
            >
              {LAYOUTS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={`${strings.layouts[value]} — ${strings.layoutHints[value]}`}
                />
              ))}
            </RadioGroup>
          </Stack>
          <Stack component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
            <FormLabel component="legend">{strings.objectTypeLabel}</FormLabel>
            <RadioGroup
              row
              value={objectType}
              onChange={(event) =>
                setObjectType(OBJECT_TYPES.find((t) => t === event.target.value) ?? 'NOTE')
              }
            >
              {OBJECT_TYPES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={strings.objectTypes[value]}
                />
              ))}
            </RadioGroup>
          </Stack>
        </Stack>
      </DialogForm>
    </Dialog>
  );
}
