import { useCallback, useEffect, useRef, useState } from 'react';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { isPlanRefusal } from '../../graphql/utils/isPlanRefusal';
import { SAVE_CANVAS_OBJECTS_MUTATION } from '../operations';
import type { CanvasObject } from '../types/ViewState';

/** How long the canvas waits after the last change before saving: one save per drag, not per frame. */
const SAVE_DELAY_MS = 600;

export type CanvasSaveStatus = 'saved' | 'pending' | 'saving' | 'failed';

/**
 * The canvas's objects as edited here, saved to the view (saveCanvasObjects) a moment after the last
 * change, and at once when the canvas closes. The server's answer (the view) lands in the cache but is
 * not read back into the objects here: changes made while a save is on its way would otherwise jump back.
 */
export function useCanvasObjects(viewId: string, initial: CanvasObject[]) {
  const [objects, setObjects] = useState(initial);
  const [status, setStatus] = useState<CanvasSaveStatus>('saved');
  const [failure, setFailure] = useState<string | null>(null);
  // The plan refused the save (no canvas view on it): shown as the upgrade prompt, not as a failure.
  const [planRefusal, setPlanRefusal] = useState<unknown>(null);
  const latest = useRef(objects);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const version = useRef(0);
  const failed = useCallback((error: unknown) => {
    setPlanRefusal(isPlanRefusal(error) ? error : null);
    setFailure(errorMessage(error));
    setStatus('failed');
  }, []);
  const [saveObjects] = useGraphqlMutation(SAVE_CANVAS_OBJECTS_MUTATION, { onError: failed });

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const sent = version.current;
    setStatus('saving');
    if (!(await saveObjects({ input: { viewId, objects: JSON.stringify(latest.current) } }))) return;
    setFailure(null);
    setPlanRefusal(null);
    // A change made while this save travelled has its own save coming.
    if (version.current === sent) setStatus('saved');
  }, [saveObjects, viewId]);

  const change = useCallback(
    (update: (current: CanvasObject[]) => CanvasObject[]) => {
      const next = update(latest.current);
      latest.current = next;
      version.current += 1;
      setObjects(next);
      setStatus('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush],
  );

  // Leaving the view with a save still waiting sends it now.
  useEffect(
    () => () => {
      if (timer.current) void flush();
    },
    [flush],
  );

  return { objects, change, status, failure, planRefusal, retry: flush };
}
