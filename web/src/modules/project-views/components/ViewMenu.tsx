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
import { DELETE_PROJECT_VIEW_MUTATION, UPDATE_PROJECT_VIEW_MUTATION } from '../operations';
import { projectViewStrings as strings } from '../strings';

/** Rename or delete a view (contributors and up). */
export function ViewMenu({
  project,
  view,
  onChanged,
}: {
  project: { id: string; title: string };
  view: { id: string; title: string };
  onChanged: () => void;
}) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [update, updating] = useGraphqlMutation(UPDATE_PROJECT_VIEW_MUTATION);
  const [remove, removing] = useGraphqlMutation(DELETE_PROJECT_VIEW_MUTATION);
  const open = (which: 'rename' | 'delete') => {
    setAnchor(null);
    setDialog(which);
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
        <MenuItem onClick={() => open('delete')}>{strings.delete}</MenuItem>
      </Menu>
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
          const ok = Boolean(await update({ input: { id: view.id, title } }));
          if (ok) onChanged();
          return ok;
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
          onChanged();
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
