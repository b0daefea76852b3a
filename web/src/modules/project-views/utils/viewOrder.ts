/**
 * Where a view lands when it moves to `toIndex` of the project's views: the new order, and the view
 * it then follows (what reorderProjectView takes; null for the first place). Null when nothing moves.
 */
export function viewOrder(
  ids: readonly string[],
  id: string,
  toIndex: number,
): { order: string[]; afterId: string | null } | null {
  const from = ids.indexOf(id);
  if (from < 0 || toIndex < 0 || toIndex >= ids.length || toIndex === from) return null;
  const order = ids.filter((other) => other !== id);
  order.splice(toIndex, 0, id);
  return { order, afterId: toIndex === 0 ? null : order[toIndex - 1]! };
}
