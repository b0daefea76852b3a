import { defineOperation } from '../graphql/utils/defineOperation';
import type { SharedInsight } from './types/Insight';

/** Public reads: sent without cookies (spec 000 §1/§7, the public insights mode). */
export const SHARED_INSIGHT_QUERY = defineOperation<
  { sharedInsight: Omit<SharedInsight, 'highlights'> & { highlights: PublicHighlight[] } },
  { shareToken: string }
>(
  `query SharedInsight($shareToken: String!) { sharedInsight(shareToken: $shareToken) {
    title publishedAt contentJson content highlights { id quote noteTitle tags { title color } } } }`,
);

export interface PublicHighlight {
  id: string;
  quote: string;
  noteTitle: string;
  tags: { title: string; color: string }[];
}

export const EMBEDDED_HIGHLIGHT_QUERY = defineOperation<
  { embeddedHighlight: PublicHighlight },
  { highlightId: string }
>(
  `query EmbeddedHighlight($highlightId: ID!) { embeddedHighlight(highlightId: $highlightId) { id quote noteTitle tags { title color } } }`,
);
