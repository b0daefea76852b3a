/** Data regions (spec 001 §9). Research data never leaves its region. */
export enum Region {
  US_A = 'US_A',
  US_B = 'US_B',
  EU_A = 'EU_A',
  AU_A = 'AU_A',
}

export const DEFAULT_REGION = Region.US_B;

export interface RegionInfo {
  region: Region;
  cloudRegion: string;
  location: string;
  group: 'United States' | 'Europe' | 'Australia';
  residencyKey: string;
}

export const REGIONS: readonly RegionInfo[] = [
  {
    region: Region.US_A,
    cloudRegion: 'us-east-1',
    location: 'North Virginia',
    group: 'United States',
    residencyKey: 'us_a',
  },
  {
    region: Region.US_B,
    cloudRegion: 'us-east-2',
    location: 'Ohio',
    group: 'United States',
    residencyKey: 'us_b',
  },
  {
    region: Region.EU_A,
    cloudRegion: 'eu-west-1',
    location: 'Ireland',
    group: 'Europe',
    residencyKey: 'eu_a',
  },
  {
    region: Region.AU_A,
    cloudRegion: 'ap-southeast-2',
    location: 'Sydney',
    group: 'Australia',
    residencyKey: 'au_a',
  },
];

export function isRegion(value: string): value is Region {
  return (Object.values(Region) as string[]).includes(value);
}
