import { PEEK_MODES, type PeekMode } from '../types/PeekMode';

/** A new member's peeks open beside the list, which stays in view. */
export const DEFAULT_PEEK_MODE: PeekMode = 'Side';

const listeners = new Set<() => void>();
/** Modes chosen while storage refused to keep them (private mode, quota): kept until a reload. */
const unsaved = new Map<string, PeekMode>();

/** The browser storage key of one member's peek mode: a member is an account in a workspace. */
export function peekModeKey(workspaceId: string, accountId: string): string {
  return `fieldnote.peekMode.${workspaceId}.${accountId}`;
}

/** The member's peek mode: the one chosen last, else the default. */
export function readPeekMode(key: string): PeekMode {
  const chosen = unsaved.get(key);
  if (chosen) return chosen;
  try {
    const stored = window.localStorage.getItem(key);
    return PEEK_MODES.find((mode) => mode === stored) ?? DEFAULT_PEEK_MODE;
  } catch {
    return DEFAULT_PEEK_MODE;
  }
}

/** Remembers the member's peek mode and tells every component showing it. */
export function writePeekMode(key: string, mode: PeekMode): void {
  try {
    window.localStorage.setItem(key, mode);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, mode);
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` when the mode changes here or in another tab of the same browser. */
export function subscribePeekMode(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
