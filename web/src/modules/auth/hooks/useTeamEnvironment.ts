import { useEffect, useState } from 'react';

export interface TeamEnvironmentState {
  loading: boolean;
  /** The workspace name, or null when no workspace lives at this subdomain. */
  name: string | null;
  found: boolean;
  /** Whether the workspace signs in with its identity provider (spec 001 §3 ssoAuthEnabled). */
  ssoAuthEnabled: boolean;
}

/** GET /team-environment/:subdomain: the workspace's public name and sign-in options before anyone signs in. */
export function useTeamEnvironment(subdomain: string): TeamEnvironmentState {
  const [state, setState] = useState<TeamEnvironmentState>({
    loading: true,
    name: null,
    found: true,
    ssoAuthEnabled: false,
  });
  useEffect(() => {
    let cancelled = false;
    fetch(`/team-environment/${encodeURIComponent(subdomain)}`, { credentials: 'same-origin' })
      .then(async (response) => {
        if (cancelled) return;
        if (response.status === 404)
          return setState({ loading: false, name: null, found: false, ssoAuthEnabled: false });
        const body = (await response.json()) as { name?: string | null; ssoAuthEnabled?: boolean };
        if (!cancelled)
          setState({
            loading: false,
            name: body.name ?? null,
            found: true,
            ssoAuthEnabled: !!body.ssoAuthEnabled,
          });
      })
      .catch(() => {
        if (!cancelled) setState({ loading: false, name: null, found: true, ssoAuthEnabled: false });
      });
    return () => {
      cancelled = true;
    };
  }, [subdomain]);
  return state;
}
