import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { UndoSnackbar } from '../../common/components/UndoSnackbar';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { RESTORE_PROJECT_MUTATION } from '../operations';
import { projectStrings } from '../strings';
import type { DeletedItemState } from '../types/Project';

/**
 * After a project was deleted (its page navigates here with DeletedItemState), offers Undo:
 * restoreProject, then the list reloads. A refused restore says why.
 */
export function DeletedProjectUndo({ onRestored }: { onRestored: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const deleted = (location.state as DeletedItemState | null)?.deleted ?? null;
  const [message, setMessage] = useState<string | null>(null);
  const shown = message ?? (deleted ? projectStrings.movedToTrash(deleted.title) : null);

  // Forget the router state, so a reload does not offer Undo again.
  const close = () => {
    setMessage(null);
    if (deleted) navigate(location.pathname + location.search, { replace: true, state: null });
  };

  const undo = () => {
    if (!deleted) return close();
    graphqlRequest(RESTORE_PROJECT_MUTATION, { id: deleted.id }).then(
      () => {
        onRestored();
        close();
      },
      (caught: unknown) => setMessage(errorMessage(caught)),
    );
  };

  return <UndoSnackbar message={shown} onUndo={undo} onClose={close} />;
}
