import type { ApolloCache } from '@apollo/client';
import type { CreateDashboardMutation } from '../../../gql/graphql';
import { DASHBOARDS_QUERY } from '../operations';

/** After createDashboard: the cached dashboards list starts with it (most recently changed first). */
export function addDashboardInCache(
  cache: ApolloCache,
  { createDashboard: dashboard }: CreateDashboardMutation,
): void {
  cache.updateQuery({ query: DASHBOARDS_QUERY }, (data) =>
    data && !data.dashboards.some((cached) => cached.id === dashboard.id)
      ? { dashboards: [dashboard, ...data.dashboards] }
      : data,
  );
}
