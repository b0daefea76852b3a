import { useEffect } from 'react';

export interface PresentationKeyActions {
  next(): void;
  previous(): void;
  first(): void;
  last(): void;
  exit(): void;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp', 'PageUp']);

/** Keys a focused player or field uses itself (arrows seek, Space plays): the deck leaves them alone. */
function ownsKeys(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLMediaElement ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLElement && target.isContentEditable)
  );
}

/**
 * The deck's keyboard, as presentation software has it: → ↓ PageDown Space next, ← ↑ PageUp back,
 * Home and End the first and last slide, Esc leaves. A focused player keeps its own keys except Esc.
 */
export function usePresentationKeys(actions: PresentationKeyActions) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        actions.exit();
        return;
      }
      if (ownsKeys(event.target)) return;
      // Space on a focused button presses it; leave that to the button.
      if (event.key === ' ' && event.target instanceof HTMLButtonElement) return;
      const action = NEXT_KEYS.has(event.key)
        ? actions.next
        : PREVIOUS_KEYS.has(event.key)
          ? actions.previous
          : event.key === 'Home'
            ? actions.first
            : event.key === 'End'
              ? actions.last
              : null;
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions]);
}
