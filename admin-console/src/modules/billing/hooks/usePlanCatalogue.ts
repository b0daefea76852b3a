import { type ApiQuery, useApiQuery } from '../../api/hooks/useApiQuery';
import type { AdminPlanCatalogue } from '../types/adminPlan';

/** The plan catalogue (GET /control/plans). */
export function usePlanCatalogue(): ApiQuery<AdminPlanCatalogue> {
  return useApiQuery<AdminPlanCatalogue>('/control/plans');
}
