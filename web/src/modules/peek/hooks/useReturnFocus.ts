import { useEffect, useRef } from 'react';
import { peekOpener } from '../utils/peekOpener';

/**
 * When the peek of `key` closes, focuses the link that opened it: the one clicked, if it is still
 * on the page, else the first link to the same item (`data-peek-target`, by the item's id), which
 * is found after a reload or a rename too.
 */
export function useReturnFocus(key: string | null): void {
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const closed = previous.current;
    previous.current = key;
    if (!closed || key) return;
    const clicked = peekOpener.element;
    peekOpener.element = null;
    if (clicked?.isConnected && clicked.dataset.peekTarget === closed) clicked.focus();
    else document.querySelector<HTMLElement>(`[data-peek-target="${CSS.escape(closed)}"]`)?.focus();
  }, [key]);
}
