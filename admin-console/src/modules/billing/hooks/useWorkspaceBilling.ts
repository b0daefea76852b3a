import { type ApiQuery, useApiQuery } from '../../api/hooks/useApiQuery';
import type { AdminWorkspaceBilling } from '../types/adminPlan';

/** A workspace's plan, subscription, seats and add-ons (GET /control/workspaces/:teamId/billing). */
export function useWorkspaceBilling(teamId: string): ApiQuery<AdminWorkspaceBilling> {
  return useApiQuery<AdminWorkspaceBilling>(`/control/workspaces/${encodeURIComponent(teamId)}/billing`);
}
