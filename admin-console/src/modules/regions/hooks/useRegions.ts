import { type ApiQuery, useApiQuery } from '../../api/hooks/useApiQuery';
import type { ClosestRegion } from '../types/regionInfo';

/** The deployment's current region and the regions it serves (GET /global/closest-region). */
export function useRegions(): ApiQuery<ClosestRegion> {
  return useApiQuery<ClosestRegion>('/global/closest-region');
}
