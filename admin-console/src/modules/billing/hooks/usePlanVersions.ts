import { useCallback } from 'react';
import { type ApiQuery, useApiQuery } from '../../api/hooks/useApiQuery';
import { useApi } from '../../auth/hooks/useApi';
import type { AdminPlan, AdminPlanChanges, AdminPlanEdit, AdminPlanHolders } from '../types/adminPlan';

/**
 * A catalogue entry's versions: how many workspaces hold each (GET …/holders), the edit that makes a
 * new version (POST …/versions), the move of every workspace to the latest (POST …/migrate) and the
 * catalogue's log of the entry (GET …/changes).
 */
export function usePlanVersions(reference: string | null): ApiQuery<AdminPlanHolders> & {
  saveVersion: (edit: AdminPlanEdit) => Promise<AdminPlan>;
  moveToLatest: () => Promise<{ moved: number; version: number }>;
  changes: ApiQuery<AdminPlanChanges>;
} {
  const base = reference === null ? null : `/control/plans/${encodeURIComponent(reference)}`;
  const query = useApiQuery<AdminPlanHolders>(base === null ? null : `${base}/holders`);
  const changes = useApiQuery<AdminPlanChanges>(base === null ? null : `${base}/changes`);
  const request = useApi();
  const saveVersion = useCallback(
    (edit: AdminPlanEdit) => request<AdminPlan>(`${base}/versions`, { method: 'POST', body: edit }),
    [request, base],
  );
  const moveToLatest = useCallback(
    () => request<{ moved: number; version: number }>(`${base}/migrate`, { method: 'POST' }),
    [request, base],
  );
  return { ...query, saveVersion, moveToLatest, changes };
}
