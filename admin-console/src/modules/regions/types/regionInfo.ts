/** Spec 001 §9 region, as GET /global/closest-region describes it. */
export interface RegionInfo {
  region: string;
  cloudRegion: string;
  location: string;
  group: string;
  residencyKey: string;
}

/** Spec 001 §7 closest region lookup answer. */
export interface ClosestRegion {
  currentRegion: RegionInfo;
  availableRegions: RegionInfo[];
}
