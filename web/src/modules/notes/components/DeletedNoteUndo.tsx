import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { UndoSnackbar } from '../../common/components/UndoSnackbar';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import type { DeletedItemState } from '../../projects/types/Project';
import { RESTORE_NOTE_MUTATION } from '../operations';
import { noteStrings } from '../strings';

// The restored note takes its old place in the project's list and counts again.
const NOTE_LISTS: readonly string[] = ['Notes', 'Project', 'ProjectViewItems'];

/**
 * After a note was deleted (its page navigates to the project with DeletedItemState), offers Undo:
 * restoreNote, which reads the project's notes and counts again by policy.
 */
export function DeletedNoteUndo() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state as DeletedItemState | null)?.deleted ?? null;
  const deleted = state?.kind === 'NOTE' ? state : null;
  const [message, setMessage] = useState<string | null>(null);
  const shown = message ?? (deleted ? noteStrings.movedToTrash(deleted.title) : null);

  // Forget the router state, so a reload does not offer Undo again.
  const close = () => {
    setMessage(null);
    if (deleted) navigate(location.pathname + location.search, { replace: true, state: null });
  };

  const [restore] = useGraphqlMutation(RESTORE_NOTE_MUTATION, {
    refetchQueries: NOTE_LISTS,
    onError: (caught) => setMessage(errorMessage(caught)),
  });
  const undo = async () => {
    if (!deleted) return close();
    if (await restore({ id: deleted.id })) close();
  };

  return <UndoSnackbar message={shown} onUndo={() => void undo()} onClose={close} />;
}
