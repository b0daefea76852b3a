/**
 * `list` (in the order the server keeps it) with `item` in its place: after the last entry that
 * `staysBefore` it (sorts before it or with it), first when none does. An item already listed stays
 * where it is. For cache updates that add what a mutation made to a list the server sorts.
 */
export function placeInOrder<T>(
  list: readonly T[],
  item: T,
  idOf: (entry: T) => string | undefined,
  staysBefore: (entry: T) => boolean,
): T[] {
  const id = idOf(item);
  if (list.some((entry) => idOf(entry) === id)) return [...list];
  const after = list.findLastIndex(staysBefore);
  return [...list.slice(0, after + 1), item, ...list.slice(after + 1)];
}
