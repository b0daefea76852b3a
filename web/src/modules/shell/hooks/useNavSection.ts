import { createContext, useContext, useEffect } from 'react';

/**
 * The navigation item a page belongs to when its address alone does not say (a channel's data point
 * shares /data/{id} with the notes): the page names the item's path, the shell marks it current.
 */
export const NavSectionContext = createContext<(section: string | null) => void>(() => undefined);

/** Marks `section` (a navigation item's path, e.g. '/channels') current while the page is shown. */
export function useNavSection(section: string): void {
  const set = useContext(NavSectionContext);
  useEffect(() => {
    set(section);
    return () => set(null);
  }, [set, section]);
}
