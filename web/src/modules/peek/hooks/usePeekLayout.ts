import { useLocation } from 'react-router-dom';
import type { PeekTarget } from '../types/PeekTarget';
import { readPeekHistoryState } from '../utils/peekHistoryState';
import { peekTarget } from '../utils/peekTarget';
import { usePeekMode } from './usePeekMode';
import { usePeekTarget } from './usePeekTarget';
import { useReturnFocus } from './useReturnFocus';

/**
 * What the app frame needs to lay out peeks: the peeked item, whether it is a Side peek (the page
 * narrows beside it), and whether this is an item page opened from a list (it shows the page bar).
 * It also gives the focus back to the opening link when a peek closes: the frame outlives the peek.
 */
export function usePeekLayout(): { peek: PeekTarget | null; sidePeek: boolean; fromList: boolean } {
  const { pathname, hash, state } = useLocation();
  const peek = usePeekTarget();
  const { mode } = usePeekMode();
  useReturnFocus(peek?.key ?? null);
  return {
    peek,
    sidePeek: peek !== null && mode === 'Side',
    fromList: Boolean(readPeekHistoryState(state).peekFrom && peekTarget(`${pathname}${hash}`)),
  };
}
