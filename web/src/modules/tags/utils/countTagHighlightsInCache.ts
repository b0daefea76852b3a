import type { ApolloCache } from '@apollo/client';

/**
 * After highlights were tagged or untagged: each of the tags counts `delta` highlights more (or
 * fewer) wherever it is cached (tag lists, the tag page, board cards), so no list of tags is read
 * again. A mutation on a highlight answers the highlight, never its tags' counts.
 */
export function countTagHighlightsInCache(
  cache: ApolloCache,
  tagIds: readonly string[],
  delta: number,
): void {
  for (const id of new Set(tagIds))
    cache.modify({
      id: cache.identify({ __typename: 'Tag', id }),
      fields: { highlightCount: (count: number) => Math.max(0, count + delta) },
    });
}
