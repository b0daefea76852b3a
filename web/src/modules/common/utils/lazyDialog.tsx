import { type ComponentType, useState } from 'react';
import { preloadable } from './preloadable';

/**
 * A dialog whose code is loaded the first time it opens, not with the page that holds it: a page's
 * menu renders all its dialogs closed (the project page's held eight, from a bulk import wizard with
 * its CSV parser to a REFI-QDA export), and each was downloaded, compiled and mounted on every visit.
 * Once opened it stays mounted, so it closes with its own transition and keeps its state as before.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = preloadable(load, null);
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    // Derived from a prop during render (React's pattern for it): the render that opens it loads it.
    if (props.open && !wanted) setWanted(true);
    return wanted ? <Loaded {...props} /> : null;
  }
  return LazyDialog;
}
