/**
 * Where sticky parts of a page (the note's highlights sidebar) stop inside a peek: at the top of
 * its own scrolling area, not below the app bar as on the page. Pages read `--page-sticky-top`.
 */
export const PEEK_STICKY_TOP = { '--page-sticky-top': '0px' } as const;
