import { useCallback, useSyncExternalStore } from 'react';
import { useViewer } from '../../auth/hooks/useViewer';
import type { PeekMode } from '../types/PeekMode';
import { peekModeKey, readPeekMode, subscribePeekMode, writePeekMode } from '../utils/peekModeStore';

/** The signed-in member's peek mode, remembered in this browser, and a way to change it. */
export function usePeekMode(): { mode: PeekMode; setMode: (mode: PeekMode) => void } {
  const { viewer } = useViewer();
  const key = peekModeKey(viewer?.workspace?.id ?? '', viewer?.account.id ?? '');
  const mode = useSyncExternalStore(subscribePeekMode, () => readPeekMode(key));
  const setMode = useCallback((next: PeekMode) => writePeekMode(key, next), [key]);
  return { mode, setMode };
}
