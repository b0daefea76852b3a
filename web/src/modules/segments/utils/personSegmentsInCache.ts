import type { ApolloCache, Reference } from '@apollo/client';
import { placeInOrder } from '../../common/utils/placeInOrder';

/**
 * After one person was added to a segment or taken out of it: the person's cached segments (on the
 * person page and in the people grid's row alike) hold it or not, in title order as the server lists
 * them, so neither is read again. The segment's count comes with the mutation's answer.
 */
export function personSegmentsInCache(
  cache: ApolloCache,
  personId: string,
  segment: { id: string; title: string },
  member: boolean,
): void {
  cache.modify({
    id: cache.identify({ __typename: 'Person', id: personId }),
    fields: {
      segments: (existing: readonly Reference[], { readField, toReference }) => {
        if (!member) return existing.filter((ref) => readField('id', ref) !== segment.id);
        const added = toReference({ __typename: 'Segment', id: segment.id });
        if (!added) return existing;
        return placeInOrder(
          existing,
          added,
          (ref) => readField<string>('id', ref),
          (ref) => (readField<string>('title', ref) ?? '').localeCompare(segment.title) <= 0,
        );
      },
    },
  });
}
