import type { ApolloCache } from '@apollo/client';
import type { CreateSegmentMutation } from '../../../gql/graphql';
import { placeInOrder } from '../../common/utils/placeInOrder';
import { SEGMENTS_QUERY } from '../operations';

/** After createSegment: the cached segments list holds it in title order, as the server sorts it. */
export function addSegmentInCache(
  cache: ApolloCache,
  { createSegment: segment }: CreateSegmentMutation,
): void {
  cache.updateQuery({ query: SEGMENTS_QUERY }, (data) =>
    data
      ? {
          segments: placeInOrder(
            data.segments,
            segment,
            (entry) => entry.id,
            (entry) => entry.title.localeCompare(segment.title) <= 0,
          ),
        }
      : data,
  );
}
