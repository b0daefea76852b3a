/**
 * Where a soft-deletable row stands. Deleted for good is not a state a row can be in: the row is
 * gone, and every later transition answers NOT_FOUND as for an id that never existed.
 */
export enum SoftDeleteState {
  /** Listed and readable (as far as its parent and the member's project gate let it be). */
  LIVE = 'LIVE',
  /** Hidden from every list and read; `trash` lists it with who deleted it and when. */
  IN_TRASH = 'IN_TRASH',
}

/** What the trash needs of a row (a project, note or insight): its id and the two trash columns. */
export interface SoftDeletable {
  readonly id: string;
  /** Set while in the trash, null while live: the one column the state is read from. */
  deletedAt: Date | null;
  /** Who moved it to the trash; null while live. */
  deletedBy: string | null;
}

/** The state a row is in. */
export function softDeleteStateOf(item: SoftDeletable): SoftDeleteState {
  return item.deletedAt === null ? SoftDeleteState.LIVE : SoftDeleteState.IN_TRASH;
}

/**
 * LIVE → IN_TRASH: records when and by whom. Callers look the row up as live first (the refusal a
 * person reads comes from there); a row already in the trash here is a programming error.
 */
export function moveToTrash(item: SoftDeletable, by: string, at: Date = new Date()): void {
  if (softDeleteStateOf(item) !== SoftDeleteState.LIVE) throw new Error(`${item.id} is already in the trash`);
  item.deletedAt = at;
  item.deletedBy = by;
}

/** IN_TRASH → LIVE: the row reads as if it had never been deleted. */
export function takeOutOfTrash(item: SoftDeletable): void {
  if (softDeleteStateOf(item) !== SoftDeleteState.IN_TRASH) throw new Error(`${item.id} is not in the trash`);
  item.deletedAt = null;
  item.deletedBy = null;
}
