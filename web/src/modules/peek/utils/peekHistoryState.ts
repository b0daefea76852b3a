/**
 * What a peek keeps in the history entry's state: `peekOpened` when a click in the app pushed the
 * entry (closing goes back to the list's own entry, so Back does not reopen the peek), `peekFrom`
 * on a full page opened from a list (the list's address, to peek from it again).
 */
export interface PeekHistoryState {
  peekOpened?: true;
  peekFrom?: string;
}

/** The peek's part of a history entry's state, whatever else the state holds. */
export function readPeekHistoryState(state: unknown): PeekHistoryState {
  if (typeof state !== 'object' || state === null) return {};
  const out: PeekHistoryState = {};
  if ('peekOpened' in state && state.peekOpened === true) out.peekOpened = true;
  // Only a path of this app: `//host` would leave it.
  if ('peekFrom' in state && typeof state.peekFrom === 'string' && /^\/(?!\/)/.test(state.peekFrom))
    out.peekFrom = state.peekFrom;
  return out;
}
