import { type ApiQuery, useApiQuery } from '../../api/hooks/useApiQuery';
import type { AdminWorkspacePage } from '../types/adminWorkspace';

/** One server-side page of workspaces matching `search`. */
export function useWorkspacePage(
  search: string,
  page: number,
  pageSize: number,
): ApiQuery<AdminWorkspacePage> {
  const params = new URLSearchParams({ offset: String(page * pageSize), limit: String(pageSize) });
  if (search.trim()) params.set('search', search.trim());
  return useApiQuery<AdminWorkspacePage>(`/control/workspaces?${params.toString()}`);
}
