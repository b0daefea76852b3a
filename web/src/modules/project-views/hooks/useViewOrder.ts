import { useState } from 'react';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { REORDER_PROJECT_VIEW_MUTATION } from '../operations';
import { viewOrder } from '../utils/viewOrder';

const VIEWS: readonly string[] = ['ProjectViews'];

/**
 * The project's views in the order shown, and `move` that puts one at another place: shown at once,
 * saved with reorderProjectView, then the views read again by policy (for ranks the server spread
 * out anew). Views show by rank, so the moved view's new rank (written to the cache by the mutation)
 * keeps it in its new place; a refused move falls back to the saved order.
 */
export function useViewOrder<V extends { id: string; rank: number }>(views: readonly V[]) {
  const [pending, setPending] = useState<string[] | null>(null);
  const [reorder, state] = useGraphqlMutation(REORDER_PROJECT_VIEW_MUTATION, { refetchQueries: VIEWS });
  // A stable sort: equal ranks keep the server's order (rank, then creation).
  const ranked = [...views].sort((a, b) => a.rank - b.rank);
  const ids = ranked.map((v) => v.id);
  // The local order holds while the move is on its way, and only for the same set of views.
  const shownIds =
    pending && pending.length === ids.length && pending.every((id) => ids.includes(id)) ? pending : ids;
  const byId = new Map(ranked.map((v) => [v.id, v]));
  const ordered = shownIds.flatMap((id) => {
    const view = byId.get(id);
    return view ? [view] : [];
  });

  const move = async (id: string, toIndex: number): Promise<void> => {
    const next = viewOrder(shownIds, id, toIndex);
    if (!next) return;
    setPending(next.order);
    await reorder({ input: { id, afterId: next.afterId } });
    setPending(null);
  };
  return { ordered, move, error: state.error } as const;
}
