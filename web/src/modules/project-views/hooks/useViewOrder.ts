import { useRef, useState } from 'react';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { REORDER_PROJECT_VIEW_MUTATION } from '../operations';
import { viewOrder } from '../utils/viewOrder';

/**
 * The project's views in the order shown, and `move` that puts one at another place: shown at once,
 * saved with reorderProjectView, then read again (`onSaved`). The local order stays until the list
 * read again arrives, so the tab does not jump back meanwhile; a refused move shows the saved order.
 */
export function useViewOrder<V extends { id: string }>(views: readonly V[], onSaved: () => void) {
  const [pending, setPending] = useState<{ order: string[]; until: readonly V[] | null } | null>(null);
  const [reorder, state] = useGraphqlMutation(REORDER_PROJECT_VIEW_MUTATION);
  const latest = useRef(views);
  latest.current = views;
  // Saved, and the list read again since: the server's order is the one to show.
  if (pending?.until && pending.until !== views) setPending(null);
  const ids = views.map((v) => v.id);
  const shownIds =
    pending && pending.order.length === ids.length && pending.order.every((id) => ids.includes(id))
      ? pending.order
      : ids;
  const byId = new Map(views.map((v) => [v.id, v]));
  const ordered = shownIds.flatMap((id) => {
    const view = byId.get(id);
    return view ? [view] : [];
  });

  const move = async (id: string, toIndex: number): Promise<void> => {
    const next = viewOrder(shownIds, id, toIndex);
    if (!next) return;
    setPending({ order: next.order, until: null });
    const saved = await reorder({ input: { id, afterId: next.afterId } });
    if (!saved) {
      setPending(null);
      return;
    }
    setPending({ order: next.order, until: latest.current });
    onSaved();
  };
  return { ordered, move, error: state.error, busy: state.loading } as const;
}
