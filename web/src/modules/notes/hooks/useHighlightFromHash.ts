import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const HIGHLIGHT_HASH = /^#highlight-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** The editor marks the highlight once the shared document has arrived: look for it this long. */
const FIND_TRIES = 50;
const FIND_EVERY_MS = 100;

/**
 * A link to a highlight (`/data/{note}#highlight-{id}`, from search, a tag page or the project's
 * highlights) opens the note with that highlight selected and scrolled into view.
 */
export function useHighlightFromHash(loaded: boolean, select: (id: string) => void): void {
  const { hash } = useLocation();
  const latest = useRef(select);
  latest.current = select;
  useEffect(() => {
    const id = HIGHLIGHT_HASH.exec(hash)?.[1]?.toLowerCase();
    if (!loaded || !id) return;
    latest.current(id);
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      const mark = document.getElementById(`highlight-${id}`);
      if (mark) mark.scrollIntoView({ block: 'center' });
      if (mark || tries >= FIND_TRIES) clearInterval(timer);
    }, FIND_EVERY_MS);
    return () => clearInterval(timer);
  }, [hash, loaded]);
}
