import type { PeekMode } from './types/PeekMode';
import type { PeekKind } from './types/PeekTarget';

/** Strings of peeks: item pages opened over a list. */
export const peekStrings = {
  kinds: { note: 'Note', insight: 'Insight', tag: 'Tag', person: 'Person' } satisfies Record<
    PeekKind,
    string
  >,
  modeSwitch: 'Open items as',
  modes: {
    Center: 'Center peek',
    Side: 'Side peek',
    FullPage: 'Full page',
  } satisfies Record<PeekMode, string>,
  openAsPage: 'Open as page',
  close: 'Close peek',
  closeHint: 'Close (Esc)',
  backToList: 'Back to list',
} as const;
