import { useContext } from 'react';
import type { OperatorSession } from '../types/operatorSession';
import { OperatorSessionContext } from '../utils/operatorSessionContext';

/** The operator's session; must be used under OperatorSessionProvider. */
export function useOperatorSession(): OperatorSession {
  const session = useContext(OperatorSessionContext);
  if (!session) throw new Error('useOperatorSession must be used under OperatorSessionProvider.');
  return session;
}
