import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SearchState } from '../types/SearchState';
import { readSearchState, writeSearchState } from '../utils/searchUrlState';

/** Fields to change, or a function of the latest state that gives them. */
export type SearchChange = Partial<SearchState> | ((latest: SearchState) => Partial<SearchState>);

/**
 * The search page's state, held in its address (spec 000 §3 search params) so reload, back and
 * links keep it. Typing replaces the history entry (one Back leaves the search, not one letter);
 * every other change adds one.
 */
export function useSearchState(): [
  SearchState,
  (change: SearchChange, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  // Read again only when the address changes (the params object is new on every render).
  const key = params.toString();
  const state = useMemo(() => readSearchState(new URLSearchParams(key)), [key]);

  // Changes build on the last state asked for, not the last one rendered: a tab picked and a word
  // typed before the page re-renders both count. `pending` holds the addresses written but not yet
  // rendered, `base` the address they were written over; a render of any other address (Back, a
  // link) is taken as it is.
  const latest = useRef(state);
  const rendered = useRef(key);
  rendered.current = key;
  const pending = useRef<{ base: string; keys: string[] }>({ base: key, keys: [] });
  const ours = pending.current.keys.indexOf(key);
  if (ours >= 0) {
    pending.current.keys = pending.current.keys.slice(ours + 1);
  } else if (pending.current.keys.length === 0 || key !== pending.current.base) {
    pending.current = { base: key, keys: [] };
    latest.current = state;
  }

  const update = useCallback(
    (change: SearchChange, options: { replace?: boolean } = {}) => {
      const fields = typeof change === 'function' ? change(latest.current) : change;
      const next = { ...latest.current, ...fields, filterInvalid: false };
      latest.current = next;
      const written = writeSearchState(next);
      if (pending.current.keys.length === 0) pending.current.base = rendered.current;
      pending.current.keys.push(written.toString());
      setParams(written, {
        replace: options.replace ?? Object.keys(fields).every((field) => field === 'query'),
      });
    },
    [setParams],
  );
  return [state, update];
}
