import { useEffect, useState } from 'react';
import type { Region } from '../types/Viewer';

export interface ServedRegions {
  /** The regions this deployment offers, in the spec's order; all four until the server answers. */
  regions: Region[];
  /** The region new workspaces get unless another is chosen. */
  defaultRegion: Region;
  /** Whether served regions share one database (all-in-one): then a region separates nothing yet. */
  shareADatabase: boolean;
}

const ALL_REGIONS: Region[] = ['US_A', 'US_B', 'EU_A', 'AU_A'];

/** GET /global/closest-region: which regions the sign-up page offers, and what choosing one means. */
export function useServedRegions(): ServedRegions {
  const [state, setState] = useState<ServedRegions>({
    regions: ALL_REGIONS,
    defaultRegion: 'US_B',
    shareADatabase: false,
  });
  useEffect(() => {
    let cancelled = false;
    fetch('/global/closest-region', { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) return;
        const body = (await response.json()) as {
          currentRegion: { region: Region };
          availableRegions: { region: Region }[];
          regionsShareADatabase: boolean;
        };
        if (!cancelled)
          setState({
            regions: body.availableRegions.map((r) => r.region),
            defaultRegion: body.currentRegion.region,
            shareADatabase: body.regionsShareADatabase,
          });
      })
      // Unreachable: the form keeps offering every region; creating the workspace says what went wrong.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
