import { createContext } from 'react';
import type { OperatorSession } from '../types/operatorSession';

/** Provided by OperatorSessionProvider; null outside it. */
export const OperatorSessionContext = createContext<OperatorSession | null>(null);
