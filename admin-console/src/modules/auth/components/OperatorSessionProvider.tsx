import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { apiRequest } from '../../api/utils/apiRequest';
import { OPERATOR_NAME_MAX, authStrings } from '../strings';
import type { OperatorSession } from '../types/operatorSession';
import { OperatorSessionContext } from '../utils/operatorSessionContext';
import { operatorTokenStore } from '../utils/operatorTokenStore';

/** Holds the operator token for the whole console and checks a new one with the server before keeping it. */
export function OperatorSessionProvider({ children }: { children: ReactNode }) {
  // A tab signed in before names were asked has a token and no name: it signs in again.
  const [token, setToken] = useState<string | null>(() =>
    operatorTokenStore.readName() ? operatorTokenStore.read() : null,
  );
  const [operatorName, setOperatorName] = useState<string | null>(() => operatorTokenStore.readName());
  const [notice, setNotice] = useState<string | null>(null);

  const signIn = useCallback(async (candidate: string, name: string) => {
    const trimmed = candidate.trim();
    const who = name.trim().replace(/\s+/g, ' ');
    if (!who) throw new Error(authStrings.nameRequired);
    if (who.length > OPERATOR_NAME_MAX) throw new Error(authStrings.nameTooLong(OPERATOR_NAME_MAX));
    if (!trimmed) throw new Error(authStrings.tokenRequired);
    // Any operator route verifies the token; the smallest page of workspaces is the cheapest.
    await apiRequest('/control/workspaces?limit=1', { token: trimmed, operatorName: who });
    operatorTokenStore.write(trimmed, who);
    setNotice(null);
    setOperatorName(who);
    setToken(trimmed);
  }, []);

  const signOut = useCallback((reason?: string) => {
    operatorTokenStore.clear();
    setNotice(reason ?? null);
    setToken(null);
    setOperatorName(null);
  }, []);

  const session = useMemo<OperatorSession>(
    () => ({ token, operatorName, notice, signIn, signOut }),
    [token, operatorName, notice, signIn, signOut],
  );
  return <OperatorSessionContext.Provider value={session}>{children}</OperatorSessionContext.Provider>;
}
