import { useEffect, useState } from 'react';

export interface TeamEnvironmentState {
  loading: boolean;
  /** The workspace name, or null when no workspace lives at this subdomain. */
  name: string | null;
  found: boolean;
}

/** GET /team-environment/:subdomain: the public name of the workspace before anyone signs in. */
export function useTeamEnvironment(subdomain: string): TeamEnvironmentState {
  const [state, setState] = useState<TeamEnvironmentState>({ loading: true, name: null, found: true });
  useEffect(() => {
    let cancelled = false;
    fetch(`/team-environment/${encodeURIComponent(subdomain)}`, { credentials: 'same-origin' })
      .then(async (response) => {
        if (cancelled) return;
        if (response.status === 404) return setState({ loading: false, name: null, found: false });
        const body = (await response.json()) as { name?: string | null };
        if (!cancelled) setState({ loading: false, name: body.name ?? null, found: true });
      })
      .catch(() => {
        if (!cancelled) setState({ loading: false, name: null, found: true });
      });
    return () => {
      cancelled = true;
    };
  }, [subdomain]);
  return state;
}
