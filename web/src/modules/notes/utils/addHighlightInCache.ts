import type { ApolloCache, Reference } from '@apollo/client';
import type { HighlightFieldsFragment } from '../../../gql/graphql';
import { countTagHighlightsInCache } from '../../tags/utils/countTagHighlightsInCache';
import { placeInOrder } from '../../common/utils/placeInOrder';

/**
 * After a highlight was made (in the note's text or a transcript): the cached note lists it in its
 * place and counts it, and its tags count it, so the note page needs no refetch.
 */
export function addHighlightInCache(cache: ApolloCache, highlight: HighlightFieldsFragment): void {
  cache.modify({
    id: cache.identify({ __typename: 'Note', id: highlight.noteId }),
    fields: {
      highlights: (existing: readonly Reference[], { readField, toReference }) => {
        const added = toReference({ __typename: 'Highlight', id: highlight.id });
        if (!added) return existing;
        // The server lists a note's highlights by where they start.
        return placeInOrder(
          existing,
          added,
          (ref) => readField<string>('id', ref),
          (ref) => (readField<number>('startOffset', ref) ?? 0) <= highlight.startOffset,
        );
      },
      highlightCount: (count: number) => count + 1,
    },
  });
  countTagHighlightsInCache(
    cache,
    highlight.tags.map((tag) => tag.id),
    1,
  );
}
