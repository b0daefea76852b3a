import { type KeyboardEvent, type RefObject, useCallback } from 'react';

const RESULT = '[data-search-result]';

function results(container: HTMLElement | null): HTMLElement[] {
  return container ? [...container.querySelectorAll<HTMLElement>(RESULT)] : [];
}

/**
 * Arrow keys between results (Down/Right next, Up/Left previous, Home/End first/last); Up from the
 * first goes back to the search field. Enter opens the focused result (it is a link). Tab still
 * moves through everything in order.
 */
export function useResultKeyboard(
  container: RefObject<HTMLElement | null>,
  field: RefObject<HTMLElement | null>,
) {
  const focusFirst = useCallback(() => {
    results(container.current)[0]?.focus();
  }, [container]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const all = results(container.current);
      const index = all.findIndex((element) => element === document.activeElement);
      if (index < 0) return;
      let next: number | null = null;
      if (event.key === 'ArrowDown' || event.key === 'ArrowRight') next = Math.min(index + 1, all.length - 1);
      else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') next = index - 1;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = all.length - 1;
      if (next === null) return;
      event.preventDefault();
      if (next < 0) field.current?.focus();
      else all[next]?.focus();
    },
    [container, field],
  );

  return { focusFirst, onKeyDown };
}
