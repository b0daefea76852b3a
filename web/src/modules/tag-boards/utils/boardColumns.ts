/** What the columns need of a board (no imports, so the unit test can load this file alone). */
interface ColumnTag {
  id: string;
}
interface ColumnBoard<T extends ColumnTag> {
  ungroupedTags: T[];
  groups: { id: string; tags: T[] }[];
}

/** The id of the ungrouped area among the board's columns (group ids are UUIDs, so no clash). */
export const UNGROUPED = 'ungrouped';

/** Tag ids per column: the ungrouped area first, then each group in board order. */
export type Columns = Record<string, string[]>;

export function columnsOf<T extends ColumnTag>(board: ColumnBoard<T>): Columns {
  const columns: Columns = { [UNGROUPED]: board.ungroupedTags.map((t) => t.id) };
  for (const group of board.groups) columns[group.id] = group.tags.map((t) => t.id);
  return columns;
}

export function tagsById<T extends ColumnTag>(board: ColumnBoard<T>): Map<string, T> {
  const all = [...board.ungroupedTags, ...board.groups.flatMap((g) => g.tags)];
  return new Map(all.map((t) => [t.id, t]));
}

/** The column holding `id`, where `id` is a tag or a column itself. */
export function columnOf(columns: Columns, id: string): string | undefined {
  if (id in columns) return id;
  return Object.keys(columns).find((column) => columns[column].includes(id));
}

/** `tagId` taken out of its column and put in `to` at `index` (the end when index is past it). */
export function moveBetween(columns: Columns, tagId: string, to: string, index: number): Columns {
  const next: Columns = {};
  for (const [column, ids] of Object.entries(columns)) next[column] = ids.filter((id) => id !== tagId);
  const target = next[to] ?? [];
  const at = Math.max(0, Math.min(index, target.length));
  next[to] = [...target.slice(0, at), tagId, ...target.slice(at)];
  return next;
}

/** What the server needs for a move: the group (null for ungrouped) and the tag right before it. */
export function placementOf(
  columns: Columns,
  tagId: string,
): { groupId: string | null; afterTagId: string | null } {
  const column = columnOf(columns, tagId) ?? UNGROUPED;
  const ids = columns[column] ?? [];
  const index = ids.indexOf(tagId);
  return {
    groupId: column === UNGROUPED ? null : column,
    afterTagId: column === UNGROUPED || index <= 0 ? null : ids[index - 1],
  };
}
