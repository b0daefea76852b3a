import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PeekHistoryState } from '../utils/peekHistoryState';
import { readPeekHistoryState } from '../utils/peekHistoryState';
import { PEEK_PARAM, searchWithPeek } from '../utils/peekSearch';
import { usePeekMode } from './usePeekMode';

/**
 * Opens an item page the way the member chose: as a peek over the current page (its address keeps
 * the page's own and adds `?peek=<item path>`, so a reload or a shared link shows both), or as the
 * full page, which remembers the list it came from.
 */
export function useOpenPeek(): (path: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const { mode } = usePeekMode();
  return useCallback(
    (path: string) => {
      const listSearch = searchWithPeek(location.search, null);
      if (mode === 'FullPage') {
        const state: PeekHistoryState = { peekFrom: `${location.pathname}${listSearch}` };
        void navigate(path, { state });
        return;
      }
      // Another item opened from inside a peek takes its place: closing still goes back to the list.
      const replacing = new URLSearchParams(location.search).has(PEEK_PARAM);
      const state: PeekHistoryState = replacing ? readPeekHistoryState(location.state) : { peekOpened: true };
      void navigate(
        { pathname: location.pathname, search: searchWithPeek(location.search, path) },
        { replace: replacing, state },
      );
    },
    [location, mode, navigate],
  );
}
