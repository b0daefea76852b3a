import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { NameDialog } from '../../common/components/NameDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { DELETE_FOLDER_MUTATION, UPDATE_FOLDER_MUTATION } from '../operations';
import { FOLDER_NAME_MAX, folderStrings } from '../strings';
import type { Folder } from '../types/Folder';

/** A folder page's menu: rename, delete (its contents move up, as the confirmation says). */
export function FolderMenu({
  folder,
  parentName,
  onRenamed,
  onDeleted,
}: {
  folder: Folder;
  parentName: string | null;
  onRenamed: () => void;
  onDeleted: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rename, renameState] = useGraphqlMutation(UPDATE_FOLDER_MUTATION);
  const [remove, removal] = useGraphqlMutation(DELETE_FOLDER_MUTATION);

  return (
    <>
      <IconButton
        aria-label={folderStrings.folderActions}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            renameState.reset();
            setRenaming(true);
          }}
        >
          {folderStrings.rename}
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setAnchor(null);
            removal.reset();
            setConfirming(true);
          }}
        >
          {folderStrings.deleteFolder}
        </MenuItem>
      </Menu>
      <NameDialog
        open={renaming}
        title={folderStrings.renameFolder}
        label={folderStrings.folderName}
        initialValue={folder.name}
        max={FOLDER_NAME_MAX}
        submitLabel={folderStrings.rename}
        busyLabel={folderStrings.saving}
        busy={renameState.loading}
        error={renameState.error}
        onSubmit={async (name) => {
          const result = await rename({ input: { id: folder.id, name } });
          if (result) onRenamed();
          return Boolean(result);
        }}
        onClose={() => setRenaming(false)}
      />
      <ConfirmDialog
        open={confirming}
        title={folderStrings.deleteFolderTitle}
        body={folderStrings.deleteFolderBody(folder.name, parentName)}
        confirmLabel={folderStrings.delete}
        busy={removal.loading}
        error={removal.error}
        onConfirm={() => {
          void remove({ id: folder.id }).then((result) => {
            if (result) onDeleted();
          });
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
