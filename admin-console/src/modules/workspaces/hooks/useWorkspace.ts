import { type ApiQuery, useApiQuery } from '../../api/hooks/useApiQuery';
import type { AdminWorkspace } from '../types/adminWorkspace';

/** One workspace by id (GET /control/workspaces/:teamId). */
export function useWorkspace(teamId: string): ApiQuery<AdminWorkspace> {
  return useApiQuery<AdminWorkspace>(`/control/workspaces/${encodeURIComponent(teamId)}`);
}
