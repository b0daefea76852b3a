import type { ApolloCache, Reference } from '@apollo/client';
import type { CreateChartMutation } from '../../../gql/graphql';

/**
 * After createChart: the cached dashboard ends with it (the server ranks a new chart last) and
 * counts it, so the dashboard is not read again.
 */
export function addChartInCache(cache: ApolloCache, { createChart: chart }: CreateChartMutation): void {
  cache.modify({
    id: cache.identify({ __typename: 'Dashboard', id: chart.dashboardId }),
    fields: {
      charts: (existing: readonly Reference[], { readField, toReference }) => {
        const added = toReference({ __typename: 'Chart', id: chart.id });
        if (!added || existing.some((ref) => readField('id', ref) === chart.id)) return existing;
        return [...existing, added];
      },
      chartCount: (count: number) => count + 1,
    },
  });
}
