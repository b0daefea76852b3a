import { type RefObject, useEffect, useRef } from 'react';

/**
 * Focuses the frame when it opens and whenever `key` (the item it holds) changes: the link that
 * opened the next item was inside the frame and is gone, and a keyboard user starts from the frame.
 */
export function useFocusOnOpen<T extends HTMLElement>(key: string): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}
