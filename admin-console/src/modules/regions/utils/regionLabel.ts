import { regionStrings } from '../strings';
import type { RegionInfo } from '../types/regionInfo';

/** "US_B — Ohio (us-east-2)", or just the code when the region is not among the known ones. */
export function regionLabel(code: string, regions: readonly RegionInfo[] | undefined): string {
  const info = regions?.find((r) => r.region === code);
  return info ? regionStrings.label(info.region, info.location, info.cloudRegion) : code;
}
