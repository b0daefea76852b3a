import { useEffect, useState } from 'react';

export interface TeamEnvironmentState {
  loading: boolean;
  /** The workspace name, or null when no workspace lives at this subdomain. */
  name: string | null;
  found: boolean;
  /** Whether the workspace signs in with its identity provider (spec 001 §3 ssoAuthEnabled). */
  ssoAuthEnabled: boolean;
  /** False when the workspace requires SSO (spec 001 §3 passwordAuthEnabled): only break-glass managers use a password. */
  passwordAuthEnabled: boolean;
}

/** GET /team-environment/:subdomain: the workspace's public name and sign-in options before anyone signs in. */
export function useTeamEnvironment(subdomain: string): TeamEnvironmentState {
  const [state, setState] = useState<TeamEnvironmentState>({
    loading: true,
    name: null,
    found: true,
    ssoAuthEnabled: false,
    passwordAuthEnabled: true,
  });
  useEffect(() => {
    let cancelled = false;
    fetch(`/team-environment/${encodeURIComponent(subdomain)}`, { credentials: 'same-origin' })
      .then(async (response) => {
        if (cancelled) return;
        if (response.status === 404)
          return setState({
            loading: false,
            name: null,
            found: false,
            ssoAuthEnabled: false,
            passwordAuthEnabled: true,
          });
        const body = (await response.json()) as {
          name?: string | null;
          ssoAuthEnabled?: boolean;
          passwordAuthEnabled?: boolean;
        };
        if (!cancelled)
          setState({
            loading: false,
            name: body.name ?? null,
            found: true,
            ssoAuthEnabled: !!body.ssoAuthEnabled,
            passwordAuthEnabled: body.passwordAuthEnabled !== false,
          });
      })
      .catch(() => {
        if (!cancelled)
          setState({
            loading: false,
            name: null,
            found: true,
            ssoAuthEnabled: false,
            passwordAuthEnabled: true,
          });
      });
    return () => {
      cancelled = true;
    };
  }, [subdomain]);
  return state;
}
