/** What a share link shares. */
export type ShareTargetKind = 'insight' | 'note' | 'highlight';

/** The item the Share dialog makes links for; only a published insight can be shared. */
export interface ShareTarget {
  kind: ShareTargetKind;
  id: string;
  /** False for an insight that is not published (notes and highlights need no publishing). */
  shareable: boolean;
}
