import type { SegmentFieldsFragment } from '../../../gql/graphql';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SEGMENTS_QUERY } from '../operations';

/** One empty list while loading, so memos that read the segments keep their value. */
const NO_SEGMENTS: SegmentFieldsFragment[] = [];

/** The workspace's segments (by title, with their person counts), and whether they have loaded. */
export function useSegments() {
  const { data, error, loading, refetch } = useGraphqlQuery(SEGMENTS_QUERY, {});
  return { segments: data?.segments ?? NO_SEGMENTS, loaded: data !== undefined, error, loading, refetch };
}
