import { createContext, useContext } from 'react';
import type { CardHighlight } from '../types/Insight';

/**
 * Where highlight cards get their highlight: the workspace API for members, the share payload on a
 * public page. `load` answers null for a highlight that no longer exists.
 */
export interface HighlightSource {
  load(highlightId: string): Promise<CardHighlight | null>;
}

const NONE: HighlightSource = { load: () => Promise.resolve(null) };

export const HighlightSourceContext = createContext<HighlightSource>(NONE);

/** The highlight source of the surrounding document. */
export function useHighlightSource(): HighlightSource {
  return useContext(HighlightSourceContext);
}
