import { useEffect, useRef } from 'react';
import { useWorkspaceChanges } from '../../live/useWorkspaceChanges';

/**
 * The search index follows the workspace's changes a moment after they commit (the worker indexes
 * from the bus, usually well within a second). The shell asks every open query again as soon as
 * something changes; search asks again at these delays after a burst of changes, so a note written a
 * moment ago appears without a reload.
 */
export const INDEX_CATCH_UP_MS = [1000, 3000] as const;

/** Calls `refetch` at each catch-up delay after the last of a burst of workspace changes. */
export function useFollowSearchIndex(refetch: () => void): void {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const latest = useRef(refetch);
  latest.current = refetch;
  const clear = () => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  };
  useWorkspaceChanges(() => {
    clear();
    timers.current = INDEX_CATCH_UP_MS.map((delay) => setTimeout(() => latest.current(), delay));
  });
  useEffect(() => clear, []);
}
