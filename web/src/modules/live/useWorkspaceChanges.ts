import { useEffect, useRef } from 'react';
import { type WorkspaceChange, liveChannel } from './liveChannel';

/**
 * Calls `onChange` for every change in the workspace while the component is mounted. The latest
 * callback is used without re-subscribing, so callers need not memoise it.
 */
export function useWorkspaceChanges(onChange: (change: WorkspaceChange) => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => liveChannel.listen((change) => latest.current(change)), []);
}
