import { type TouchEvent, useMemo, useRef } from 'react';

/** How far a finger must travel sideways (px) for a swipe, and more sideways than up or down. */
const SWIPE_DISTANCE = 50;

/**
 * Touch handlers for a phone: a swipe left goes on, a swipe right goes back. A mostly vertical
 * stroke is a scroll of a long slide and is left alone.
 */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return useMemo(
    () => ({
      onTouchStart(event: TouchEvent) {
        const touch = event.touches[0];
        start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      },
      onTouchEnd(event: TouchEvent) {
        const from = start.current;
        const touch = event.changedTouches[0];
        start.current = null;
        if (!from || !touch) return;
        const dx = touch.clientX - from.x;
        const dy = touch.clientY - from.y;
        if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
        if (dx < 0) onNext();
        else onPrevious();
      },
    }),
    [onNext, onPrevious],
  );
}
