import { useEffect, useReducer } from 'react';
import { type ConnectionState, needsPing, nextConnectionState } from '../utils/connectionState';
import { networkErrorCounter } from '../utils/networkErrorCounter';
import { ping } from '../utils/ping';

/** How often /ping is tried while the connection is not known to be good. */
const PING_INTERVAL_MS = 5000;
/** How long "reconnected" stays before the indicator goes quiet. */
const RECONNECTED_VISIBLE_MS = 3000;

function initialState(): ConnectionState {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? 'clientOffline' : 'connecting';
}

/**
 * The connection state of spec 000 §4, fed by the browser's online/offline events, the network-error
 * counter (every API call) and GET /ping while the connection is in doubt.
 */
export function useConnectionState(): ConnectionState {
  const [state, dispatch] = useReducer(nextConnectionState, undefined, initialState);

  useEffect(() => {
    const offline = () => dispatch({ type: 'browserOffline' });
    const online = () => dispatch({ type: 'browserOnline' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    const unsubscribe = networkErrorCounter.subscribe((errorCount, outcome) =>
      dispatch({ type: outcome === 'error' ? 'requestFailed' : 'requestSucceeded', errorCount }),
    );
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      unsubscribe();
    };
  }, []);

  const probing = needsPing(state);
  useEffect(() => {
    if (!probing) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const probe = async () => {
      const ok = await ping();
      if (stopped) return;
      if (ok) networkErrorCounter.recordSuccess();
      dispatch({ type: ok ? 'pingSucceeded' : 'pingFailed' });
      timer = setTimeout(() => void probe(), PING_INTERVAL_MS);
    };
    void probe();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [probing]);

  useEffect(() => {
    if (state !== 'reconnected') return;
    const timer = setTimeout(() => dispatch({ type: 'settled' }), RECONNECTED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return state;
}
