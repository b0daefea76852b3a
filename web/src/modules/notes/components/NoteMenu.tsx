import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import type { DeletedItemState } from '../../projects/types/Project';
import { DELETE_NOTE_MUTATION, DUPLICATE_NOTE_MUTATION } from '../operations';
import { noteStrings } from '../strings';
import { MoveNoteDialog } from './MoveNoteDialog';

/**
 * The note page's menu: duplicate (opens the copy), move to another project, delete (to the
 * trash, after a confirmation; the project page then offers Undo). Only for members who may edit.
 */
export function NoteMenu({
  note,
  onMoved,
}: {
  note: { id: string; title: string; projectId: string };
  onMoved: () => void;
}) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [remove, removal] = useGraphqlMutation(DELETE_NOTE_MUTATION);

  const duplicate = () => {
    setAnchor(null);
    graphqlRequest(DUPLICATE_NOTE_MUTATION, { id: note.id }).then(
      (result) => navigate(`/data/${result.duplicateNote.id}`),
      setFailure,
    );
  };

  const confirmDelete = async () => {
    if (!(await remove({ id: note.id }))) return;
    const state: DeletedItemState = { deleted: { kind: 'NOTE', id: note.id, title: note.title } };
    navigate(`/projects/${note.projectId}`, { state });
  };

  return (
    <>
      <IconButton
        aria-label={noteStrings.noteActions}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={duplicate}>{noteStrings.duplicate}</MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setMoving(true);
          }}
        >
          {noteStrings.moveTo}
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setAnchor(null);
            removal.reset();
            setConfirming(true);
          }}
        >
          {noteStrings.deleteNote}
        </MenuItem>
      </Menu>
      <MoveNoteDialog
        noteId={note.id}
        projectId={note.projectId}
        open={moving}
        onClose={() => setMoving(false)}
        onMoved={onMoved}
      />
      <ConfirmDialog
        open={confirming}
        title={noteStrings.deleteNoteTitle}
        body={noteStrings.deleteNoteBody(note.title)}
        confirmLabel={noteStrings.delete}
        busy={removal.loading}
        error={removal.error}
        onConfirm={() => void confirmDelete()}
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
