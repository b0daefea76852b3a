import { useCallback } from 'react';
import { useApi } from '../../auth/hooks/useApi';
import type { TenantRouteResponse } from '../types/tenantRouteResponse';

/** Upsert and delete calls of /control/tenant-routes; both answer with the spec 001 §7 status shape. */
export function useTenantRoutes(teamId: string) {
  const request = useApi();
  const upsert = useCallback(
    (subdomain: string, region: string) =>
      request<TenantRouteResponse>('/control/tenant-routes', {
        method: 'PUT',
        body: { teamId, subdomain, region },
      }),
    [request, teamId],
  );
  const remove = useCallback(
    (subdomain: string) =>
      request<TenantRouteResponse>('/control/tenant-routes', {
        method: 'DELETE',
        body: { teamId, subdomain },
      }),
    [request, teamId],
  );
  return { upsert, remove };
}
