import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { apiRequest } from '../../api/utils/apiRequest';
import { authStrings } from '../strings';
import type { OperatorSession } from '../types/operatorSession';
import { OperatorSessionContext } from '../utils/operatorSessionContext';
import { operatorTokenStore } from '../utils/operatorTokenStore';

/** Holds the operator token for the whole console and checks a new one with the server before keeping it. */
export function OperatorSessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => operatorTokenStore.read());
  const [notice, setNotice] = useState<string | null>(null);

  const signIn = useCallback(async (candidate: string) => {
    const trimmed = candidate.trim();
    if (!trimmed) throw new Error(authStrings.tokenRequired);
    // Any operator route verifies the token; the smallest page of workspaces is the cheapest.
    await apiRequest('/control/workspaces?limit=1', { token: trimmed });
    operatorTokenStore.write(trimmed);
    setNotice(null);
    setToken(trimmed);
  }, []);

  const signOut = useCallback((reason?: string) => {
    operatorTokenStore.clear();
    setNotice(reason ?? null);
    setToken(null);
  }, []);

  const session = useMemo<OperatorSession>(
    () => ({ token, notice, signIn, signOut }),
    [token, notice, signIn, signOut],
  );
  return <OperatorSessionContext.Provider value={session}>{children}</OperatorSessionContext.Provider>;
}
