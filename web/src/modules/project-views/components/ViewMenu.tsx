import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { NameDialog } from '../../common/components/NameDialog';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import type { CustomFieldFieldsFragment, ProjectViewFieldsFragment } from '../../../gql/graphql';
import type { MemberOption } from '../../search/hooks/useSearchFilterOptions';
import { DELETE_PROJECT_VIEW_MUTATION, UPDATE_PROJECT_VIEW_MUTATION } from '../operations';
import { projectViewStrings as strings } from '../strings';
import type { ViewState } from '../types/ViewState';
import { ChangeLayoutDialog } from './ChangeLayoutDialog';
import { leavesLists } from '../../graphql/utils/leavesLists';

// The tabs let go of a deleted view; the page showing it moves on to the project.
const VIEW_GONE = leavesLists('projectViews');

type Dialogs = 'rename' | 'layout' | 'delete';

/**
 * Rename a view, change its layout, move its tab left or right (the keyboard's way to reorder the
 * tabs), or delete it (contributors and up).
 */
export function ViewMenu({
  project,
  view,
  state,
  fields,
  members,
  place,
  onMove,
}: {
  project: { id: string; title: string };
  view: ProjectViewFieldsFragment;
  state: ViewState;
  fields: CustomFieldFieldsFragment[];
  members: MemberOption[];
  /** The view's place among the project's views (index -1 while the list loads). */
  place: { index: number; count: number };
  onMove: (toIndex: number) => Promise<void>;
}) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const [update, updating] = useGraphqlMutation(UPDATE_PROJECT_VIEW_MUTATION);
  const [remove, removing] = useGraphqlMutation(DELETE_PROJECT_VIEW_MUTATION, { update: VIEW_GONE });
  const open = (which: Dialogs) => {
    setAnchor(null);
    setDialog(which);
  };
  const move = (toIndex: number) => {
    setAnchor(null);
    void onMove(toIndex);
  };

  return (
    <>
      <IconButton
        aria-label={strings.viewActions(view.title)}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => open('rename')}>{strings.rename}</MenuItem>
        <MenuItem onClick={() => open('layout')}>{strings.changeLayout}</MenuItem>
        <MenuItem disabled={place.index <= 0} onClick={() => move(place.index - 1)}>
          {strings.moveLeft}
        </MenuItem>
        <MenuItem
          disabled={place.index < 0 || place.index >= place.count - 1}
          onClick={() => move(place.index + 1)}
        >
          {strings.moveRight}
        </MenuItem>
        <MenuItem onClick={() => open('delete')}>{strings.delete}</MenuItem>
      </Menu>
      {dialog === 'layout' ? (
        <ChangeLayoutDialog
          open
          view={view}
          state={state}
          fields={fields}
          members={members}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <NameDialog
        open={dialog === 'rename'}
        title={strings.renameTitle}
        label={strings.viewTitleLabel}
        initialValue={view.title}
        max={200}
        submitLabel={strings.save}
        busyLabel={strings.saving}
        busy={updating.loading}
        error={updating.error}
        onSubmit={async (title) => {
          // The answer is the view: its tab shows the new title.
          return Boolean(await update({ input: { id: view.id, title } }));
        }}
        onClose={() => {
          updating.reset();
          setDialog(null);
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={strings.deleteTitle(view.title)}
        body={strings.deleteBody}
        confirmLabel={strings.deleteConfirm}
        busy={removing.loading}
        error={removing.error}
        onConfirm={async () => {
          if (!(await remove({ id: view.id }))) return;
          setDialog(null);
          navigate(itemPaths.project(project));
        }}
        onCancel={() => {
          removing.reset();
          setDialog(null);
        }}
      />
    </>
  );
}
