import { useCallback, useState } from 'react';

export type SearchLayout = 'list' | 'grid';

const STORAGE_KEY = 'fieldnote.search.layout';

function stored(): SearchLayout {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'grid' ? 'grid' : 'list';
  } catch {
    // Storage refused (private mode, disabled): the default layout.
    return 'list';
  }
}

/** The results' layout, grid or list (spec 000 §2), remembered in this browser. */
export function useSearchLayout(): [SearchLayout, (layout: SearchLayout) => void] {
  const [layout, setLayout] = useState<SearchLayout>(stored);
  const change = useCallback((next: SearchLayout) => {
    setLayout(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered, still applied.
    }
  }, []);
  return [layout, change];
}
