import { useCallback } from 'react';
import { useViewer } from '../../auth/hooks/useViewer';
import { compileFilter } from '../../filters/utils/compileFilter';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { UPDATE_PROJECT_VIEW_MUTATION } from '../operations';
import type { ViewState } from '../types/ViewState';

/**
 * Saves a view's whole state, with its filter form compiled as the search page compiles it (the
 * server filters the view's items by that, spec 000 §5: an unsendable form sends none).
 */
export function useSaveViewState(viewId: string) {
  const { viewer } = useViewer();
  const [update, state] = useGraphqlMutation(UPDATE_PROJECT_VIEW_MUTATION);
  const save = useCallback(
    async (next: ViewState) => {
      const compiled = next.filter
        ? compileFilter(next.filter, { now: new Date(), currentUserId: viewer?.account.id ?? null }).filter
        : null;
      return update({
        input: { id: viewId, state: JSON.stringify(next), filter: compiled, clearFilter: compiled === null },
      });
    },
    [update, viewId, viewer],
  );
  return [save, state] as const;
}
