import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CustomFieldFieldsFragment, ProjectViewLayout, ViewObjectType } from '../../../gql/graphql';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import type { MemberOption } from '../../search/hooks/useSearchFilterOptions';
import { UPDATE_PROJECT_VIEW_MUTATION } from '../operations';
import { projectViewStrings as strings } from '../strings';
import type { ViewGroup, ViewState } from '../types/ViewState';
import { groupName } from '../utils/groupName';
import { layoutCarryOver } from '../utils/layoutCarryOver';
import { ViewGroupControl } from './ViewGroupControl';
import { VIEW_ITEMS_QUERIES } from '../utils/viewItemsQueries';

const LAYOUTS: ProjectViewLayout[] = ['TABLE', 'BOARD', 'LIST', 'GRID', 'CANVAS'];

/**
 * "Change layout…" of a view: the five layouts (spec 000 §2), what the view keeps in the chosen one,
 * and for a board without a group-by the choice of one, saved with the layout in one change.
 */
export function ChangeLayoutDialog({
  open,
  view,
  state,
  fields,
  members,
  onClose,
}: {
  open: boolean;
  view: { id: string; title: string; layout: ProjectViewLayout; objectType: ViewObjectType };
  state: ViewState;
  fields: CustomFieldFieldsFragment[];
  members: MemberOption[];
  onClose: () => void;
}) {
  const [layout, setLayout] = useState<ProjectViewLayout>(view.layout);
  const [group, setGroup] = useState<ViewGroup | null>(state.group ?? null);
  // The answer is the view; its items, in the new layout's shape, are read again by policy.
  const [update, { loading, error, reset }] = useGraphqlMutation(UPDATE_PROJECT_VIEW_MUTATION, {
    refetchQueries: VIEW_ITEMS_QUERIES,
  });
  // Mounted while open, so each opening starts from the view as it is now.
  const close = () => {
    reset();
    onClose();
  };
  const choosesGroup = layout === 'BOARD' && view.layout !== 'BOARD' && !state.group;
  const lines = layoutCarryOver(view.layout, layout, {
    groupName: groupName(state.group, fields),
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogForm
        title={strings.changeLayoutTitle(view.title)}
        error={error}
        busy={loading}
        canSubmit={layout !== view.layout}
        submitLabel={strings.changeLayoutSubmit}
        busyLabel={strings.saving}
        onCancel={close}
        onSubmit={async () => {
          // The group-by chosen here goes with the layout; the rest of the state is left as it is.
          const withGroup = choosesGroup && group ? { state: JSON.stringify({ ...state, group }) } : {};
          if (!(await update({ input: { id: view.id, layout, ...withGroup } }))) return;
          onClose();
        }}
      >
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Stack component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
            <FormLabel component="legend">{strings.layoutLabel}</FormLabel>
            <RadioGroup
              value={layout}
              onChange={(event) => setLayout(LAYOUTS.find((l) => l === event.target.value) ?? view.layout)}
            >
              {LAYOUTS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={`${value === view.layout ? strings.currentLayout(strings.layouts[value]) : strings.layouts[value]} — ${strings.layoutHints[value]}`}
                />
              ))}
            </RadioGroup>
          </Stack>
          {layout !== view.layout ? (
            <Alert severity="info" data-testid="layout-carry-over">
              {lines.map((line) => (
                <Typography key={line} variant="body2" sx={{ '& + &': { mt: 0.5 } }}>
                  {line}
                </Typography>
              ))}
            </Alert>
          ) : null}
          {choosesGroup ? (
            <ViewGroupControl
              group={group}
              fields={fields}
              objectType={view.objectType}
              members={members}
              disabled={loading}
              onChange={setGroup}
            />
          ) : null}
        </Stack>
      </DialogForm>
    </Dialog>
  );
}
