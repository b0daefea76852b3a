/** Spec 000 §2: an item page opens as a Center peek, a Side peek or as the full page. */
export const PEEK_MODES = ['Center', 'Side', 'FullPage'] as const;

/** How the next item clicked in a list opens (spec 000 §3: a view's "peek mode"). */
export type PeekMode = (typeof PEEK_MODES)[number];
