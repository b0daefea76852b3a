import { GraphqlError } from '../../graphql/utils/GraphqlError';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import type { CardHighlight } from '../types/Insight';
import type { HighlightSource } from './highlightSource';
import { HIGHLIGHT_CARD_QUERY } from './operations';

/**
 * Highlights read from the workspace API, each once per source (a document may show one highlight
 * in several cards). A deleted highlight is null; other failures are thrown to the card.
 */
export function workspaceHighlightSource(): HighlightSource {
  const cache = new Map<string, Promise<CardHighlight | null>>();
  return {
    load(highlightId) {
      let pending = cache.get(highlightId);
      if (!pending) {
        pending = graphqlRequest(HIGHLIGHT_CARD_QUERY, { id: highlightId }).then(
          ({ highlight }) => ({
            id: highlight.id,
            quote: highlight.text,
            noteTitle: highlight.noteTitle,
            noteId: highlight.noteId,
            tags: highlight.tags.map((t) => ({ title: t.title, color: t.color })),
          }),
          (caught: unknown) => {
            if (caught instanceof GraphqlError && caught.errorCode === 'NOT_FOUND') return null;
            cache.delete(highlightId);
            throw caught;
          },
        );
        cache.set(highlightId, pending);
      }
      return pending;
    },
  };
}
