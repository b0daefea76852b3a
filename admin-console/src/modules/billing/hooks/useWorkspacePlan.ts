import { useCallback } from 'react';
import { type ApiQuery, useApiQuery } from '../../api/hooks/useApiQuery';
import { useApi } from '../../auth/hooks/useApi';
import type { AdminWorkspacePlan } from '../types/adminPlan';

/** A workspace's plan (GET /control/workspaces/:teamId/plan) and the call that changes it (PUT). */
export function useWorkspacePlan(teamId: string): ApiQuery<AdminWorkspacePlan> & {
  change: (planReference: string) => Promise<AdminWorkspacePlan>;
} {
  const path = `/control/workspaces/${encodeURIComponent(teamId)}/plan`;
  const query = useApiQuery<AdminWorkspacePlan>(path);
  const request = useApi();
  const change = useCallback(
    (planReference: string) => request<AdminWorkspacePlan>(path, { method: 'PUT', body: { planReference } }),
    [request, path],
  );
  return { ...query, change };
}
