/** The kinds of item page that open as a peek (spec 000 §2). */
export type PeekKind = 'note' | 'insight' | 'tag' | 'person';

/** An item page named by a peek address, checked and taken apart. */
export interface PeekTarget {
  kind: PeekKind;
  /** The item's own address, `/data/<slug-id>` with its `#highlight-…` if any: the full page. */
  path: string;
  /** What the page component is given as its id: the path segment (slug and short id). */
  segment: string;
  /**
   * The same item whatever its slug: `/data/<uuid>#hash`. A rename changes the slug in the list's
   * links while the address keeps the old one; the key still finds the link that opened it.
   */
  key: string;
}
