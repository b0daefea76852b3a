import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { UndoSnackbar } from '../../common/components/UndoSnackbar';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import type { DeletedItemState } from '../../projects/types/Project';
import { RESTORE_NOTE_MUTATION } from '../operations';
import { noteStrings } from '../strings';

/** After a note was deleted (its page navigates to the project with DeletedItemState), offers Undo. */
export function DeletedNoteUndo({ onRestored }: { onRestored: () => void }) {
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

  const undo = () => {
    if (!deleted) return close();
    graphqlRequest(RESTORE_NOTE_MUTATION, { id: deleted.id }).then(
      () => {
        onRestored();
        close();
      },
      (caught: unknown) => setMessage(errorMessage(caught)),
    );
  };

  return <UndoSnackbar message={shown} onUndo={undo} onClose={close} />;
}
