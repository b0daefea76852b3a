import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { UndoSnackbar } from '../../common/components/UndoSnackbar';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { RESTORE_PROJECT_MUTATION } from '../operations';
import { projectStrings } from '../strings';
import type { DeletedItemState } from '../types/Project';

// The restored project takes its old place among the projects, which only the server knows.
const PROJECT_LISTS: readonly string[] = ['Projects', 'Folders', 'Folder'];

/**
 * After a project was deleted (its page navigates here with DeletedItemState), offers Undo:
 * restoreProject, which reads the lists again by policy. A refused restore says why.
 */
export function DeletedProjectUndo() {
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

  const [restore] = useGraphqlMutation(RESTORE_PROJECT_MUTATION, {
    refetchQueries: PROJECT_LISTS,
    onError: (caught) => setMessage(errorMessage(caught)),
  });
  const undo = async () => {
    if (!deleted) return close();
    if (await restore({ id: deleted.id })) close();
  };

  return <UndoSnackbar message={shown} onUndo={() => void undo()} onClose={close} />;
}
