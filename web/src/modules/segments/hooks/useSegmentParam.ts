import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The address's query parameter naming the chosen segment. */
const PARAM = 'segment';

/**
 * The segment the people page shows, kept in the address (`?segment=<id>`) so a reload and the back
 * button keep it. Choosing one adds a history entry; `replace` (e.g. dropping a deleted segment) does not.
 */
export function useSegmentParam(): [string | null, (id: string | null, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const segmentId = params.get(PARAM) || null;
  const setSegmentId = useCallback(
    (id: string | null, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(PARAM, id);
          else next.delete(PARAM);
          return next;
        },
        // Rendered at once, not in a transition: the people grid's query follows the address, and a
        // transition kept pending there let the old page and the new one each re-ask for their own
        // list, over and over (seen in Chromium: the two lists alternated without end).
        { replace, flushSync: true },
      ),
    [setParams],
  );
  return [segmentId, setSegmentId];
}
