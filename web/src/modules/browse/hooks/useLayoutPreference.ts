import { useCallback, useState } from 'react';

export type Layout = 'grid' | 'list';

/** Where each page keeps its layout: in this browser, per page (spec 000 §2: remembered). */
const storageKey = (page: string) => `fieldnote.layout.${page}`;

function readLayout(page: string, fallback: Layout): Layout {
  try {
    const stored = window.localStorage.getItem(storageKey(page));
    return stored === 'grid' || stored === 'list' ? stored : fallback;
  } catch {
    // Storage refused (private mode, a policy): the default layout, not an error.
    return fallback;
  }
}

/** A page's list or grid preference, remembered across visits in this browser. */
export function useLayoutPreference(
  page: string,
  fallback: Layout = 'grid',
): [Layout, (next: Layout) => void] {
  const [layout, setLayout] = useState<Layout>(() => readLayout(page, fallback));
  const choose = useCallback(
    (next: Layout) => {
      setLayout(next);
      try {
        window.localStorage.setItem(storageKey(page), next);
      } catch {
        // Not remembered, still shown.
      }
    },
    [page],
  );
  return [layout, choose];
}
