/**
 * `items` with the one whose id is `id` moved right after the one whose id is `afterId` (first when
 * null), the others keeping their order: how moveTagGroup places a group among its neighbours.
 * Unchanged when either id is not in the list (the cache holds another board's state).
 */
export function placeAfter<T>(
  items: readonly T[],
  idOf: (item: T) => string | undefined,
  id: string,
  afterId: string | null,
): readonly T[] {
  const moved = items.find((item) => idOf(item) === id);
  if (moved === undefined) return items;
  const others = items.filter((item) => item !== moved);
  const index = afterId === null ? -1 : others.findIndex((item) => idOf(item) === afterId);
  if (afterId !== null && index < 0) return items;
  return [...others.slice(0, index + 1), moved, ...others.slice(index + 1)];
}
