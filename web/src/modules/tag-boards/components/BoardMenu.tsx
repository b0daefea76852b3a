import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { NameDialog } from '../../common/components/NameDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { DELETE_TAG_BOARD_MUTATION, UPDATE_TAG_BOARD_MUTATION } from '../operations';
import { TAG_BOARD_TITLE_MAX, tagBoardStrings as strings } from '../strings';
import type { TagBoardSummary } from '../types/TagBoard';

/** A board's menu: rename and delete (the tags stay, as the confirmation says). */
export function BoardMenu({
  board,
  onRenamed,
  onDeleted,
}: {
  board: TagBoardSummary;
  onRenamed: () => void;
  onDeleted: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rename, renameState] = useGraphqlMutation(UPDATE_TAG_BOARD_MUTATION);
  const [remove, removal] = useGraphqlMutation(DELETE_TAG_BOARD_MUTATION);
  return (
    <>
      <IconButton
        aria-label={strings.boardActions}
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
          {strings.renameBoard}
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setAnchor(null);
            removal.reset();
            setConfirming(true);
          }}
        >
          {strings.deleteBoard}
        </MenuItem>
      </Menu>
      <NameDialog
        open={renaming}
        title={strings.renameBoard}
        label={strings.boardTitle}
        initialValue={board.title}
        max={TAG_BOARD_TITLE_MAX}
        submitLabel={strings.rename}
        busyLabel={strings.saving}
        busy={renameState.loading}
        error={renameState.error}
        onSubmit={async (title) => {
          const result = await rename({ input: { id: board.id, title } });
          if (result) onRenamed();
          return Boolean(result);
        }}
        onClose={() => setRenaming(false)}
      />
      <ConfirmDialog
        open={confirming}
        title={strings.deleteBoardTitle}
        body={strings.deleteBoardBody(board.title)}
        confirmLabel={strings.delete}
        busy={removal.loading}
        error={removal.error}
        onConfirm={() => {
          void remove({ id: board.id }).then((result) => {
            if (result) onDeleted();
          });
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
