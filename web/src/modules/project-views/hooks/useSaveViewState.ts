import { useCallback } from 'react';
import { useViewer } from '../../auth/hooks/useViewer';
import { compileFilter } from '../../filters/utils/compileFilter';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { UPDATE_PROJECT_VIEW_MUTATION } from '../operations';
import type { ViewState } from '../types/ViewState';
import { VIEW_ITEMS_QUERIES } from '../utils/viewItemsQueries';

/**
 * Saves a view's whole state, with its filter form compiled as the search page compiles it (the
 * server filters the view's items by that, spec 000 §5: an unsendable form sends none). The answer
 * is the view; its items, which the state sorts, groups and filters, are read again by policy.
 */
export function useSaveViewState(viewId: string) {
  const { viewer } = useViewer();
  const [update, state] = useGraphqlMutation(UPDATE_PROJECT_VIEW_MUTATION, {
    refetchQueries: VIEW_ITEMS_QUERIES,
  });
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
