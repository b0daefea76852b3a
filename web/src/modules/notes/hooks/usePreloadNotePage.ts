import { useEffect } from 'react';
import { preloadCollaborativeEditor } from '../../editor/components/LazyCollaborativeEditor';
import { LazyNotePage } from '../LazyNotePage';

/**
 * On a list of notes, the note page and the editor are what the member opens next: their code is
 * fetched once the browser is idle, so a click shows the note without waiting for it.
 */
export function usePreloadNotePage(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const preload = () => {
      void LazyNotePage.preload().catch(() => undefined);
      preloadCollaborativeEditor();
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preload, 200);
    return () => window.clearTimeout(timer);
  }, [enabled]);
}
