import type { ApolloCache, Reference } from '@apollo/client';
import { countTagHighlightsInCache } from '../../tags/utils/countTagHighlightsInCache';
import { HIGHLIGHT_FIELDS_FRAGMENT } from '../operations';

/**
 * After deleteHighlight (which answers only true): the highlight leaves its note's cached list and
 * count and every other list that holds it, and its tags count one fewer, so nothing is read again.
 */
export function deleteHighlightInCache(cache: ApolloCache, highlightId: string): void {
  const id = cache.identify({ __typename: 'Highlight', id: highlightId });
  const cached = cache.readFragment({ id, fragment: HIGHLIGHT_FIELDS_FRAGMENT });
  if (cached) {
    cache.modify({
      id: cache.identify({ __typename: 'Note', id: cached.noteId }),
      fields: {
        highlights: (existing: readonly Reference[], { readField }) =>
          existing.filter((ref) => readField('id', ref) !== highlightId),
        highlightCount: (count: number) => Math.max(0, count - 1),
      },
    });
    countTagHighlightsInCache(
      cache,
      cached.tags.map((tag) => tag.id),
      -1,
    );
  }
  // Project, tag and view lists holding it let go of it too (a dangling reference is not read).
  cache.evict({ id });
  cache.gc();
}
