import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { NameDialog } from '../../common/components/NameDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { DELETE_TAG_GROUP_MUTATION, MOVE_TAG_GROUP_MUTATION, UPDATE_TAG_GROUP_MUTATION } from '../operations';
import { TAG_BOARD_TITLE_MAX, tagBoardStrings as strings } from '../strings';
import type { TagGroup } from '../types/TagBoard';

/** A group's menu: rename, move left or right (a rank between the new neighbours), delete. */
export function GroupMenu({
  group,
  previousId,
  canMoveLeft,
  nextId,
  onChanged,
}: {
  group: TagGroup;
  /** The group two places to the left: moving left puts this group right after it (null: first). */
  previousId: string | null;
  canMoveLeft: boolean;
  /** The group to the right: moving right puts this group right after it. */
  nextId: string | null;
  onChanged: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [rename, renameState] = useGraphqlMutation(UPDATE_TAG_GROUP_MUTATION);
  const [remove, removal] = useGraphqlMutation(DELETE_TAG_GROUP_MUTATION);

  const moveAfter = (afterId: string | null) => {
    setAnchor(null);
    graphqlRequest(MOVE_TAG_GROUP_MUTATION, { input: { id: group.id, afterId } }).then(onChanged, setFailure);
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={strings.groupActions(group.title)}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            renameState.reset();
            setRenaming(true);
          }}
        >
          {strings.rename}
        </MenuItem>
        {canMoveLeft ? (
          <MenuItem onClick={() => moveAfter(previousId)}>{strings.moveGroupLeft}</MenuItem>
        ) : null}
        {nextId ? <MenuItem onClick={() => moveAfter(nextId)}>{strings.moveGroupRight}</MenuItem> : null}
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setAnchor(null);
            removal.reset();
            setConfirming(true);
          }}
        >
          {strings.deleteGroup}
        </MenuItem>
      </Menu>
      <NameDialog
        open={renaming}
        title={strings.renameGroup}
        label={strings.groupTitle}
        initialValue={group.title}
        max={TAG_BOARD_TITLE_MAX}
        submitLabel={strings.rename}
        busyLabel={strings.saving}
        busy={renameState.loading}
        error={renameState.error}
        onSubmit={async (title) => {
          const result = await rename({ input: { id: group.id, title } });
          if (result) onChanged();
          return Boolean(result);
        }}
        onClose={() => setRenaming(false)}
      />
      <ConfirmDialog
        open={confirming}
        title={strings.deleteGroupTitle}
        body={strings.deleteGroupBody(group.title)}
        confirmLabel={strings.delete}
        busy={removal.loading}
        error={removal.error}
        onConfirm={() => {
          void remove({ id: group.id }).then((result) => {
            if (result) {
              setConfirming(false);
              onChanged();
            }
          });
        }}
        onCancel={() => setConfirming(false)}
      />
      <Snackbar open={failure !== null} autoHideDuration={8000} onClose={() => setFailure(null)}>
        <Alert severity="error" onClose={() => setFailure(null)}>
          {errorMessage(failure)}
        </Alert>
      </Snackbar>
    </>
  );
}
