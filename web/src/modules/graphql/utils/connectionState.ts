import { SERVICE_DOWN_ABOVE } from './networkErrorCounter';

/** Spec 000 §4: the connection indicator's states. */
export type ConnectionState =
  'connecting' | 'connected' | 'reconnecting' | 'reconnected' | 'clientOffline' | 'serverOffline';

/** What moves the indicator: the browser's online/offline events, API calls, the /ping check. */
export type ConnectionEvent =
  | { type: 'browserOffline' }
  | { type: 'browserOnline' }
  /** An API call ended; `errorCount` is the network-error counter after it. */
  | { type: 'requestFailed'; errorCount: number }
  | { type: 'requestSucceeded'; errorCount: number }
  | { type: 'pingSucceeded' }
  | { type: 'pingFailed' }
  /** "Reconnected" has been shown long enough. */
  | { type: 'settled' };

/**
 * The indicator's state machine. The browser going offline wins over everything until it is back
 * online; the service counts as down while the counter is above 10 (spec 000 §4) or /ping fails; any
 * proof the server answers again turns a lost connection into "reconnected", then "connected".
 */
export function nextConnectionState(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  if (event.type === 'browserOffline') return 'clientOffline';
  if (state === 'clientOffline') return event.type === 'browserOnline' ? 'reconnecting' : state;
  switch (event.type) {
    case 'browserOnline':
      return state;
    case 'requestFailed':
      if (event.errorCount > SERVICE_DOWN_ABOVE) return 'serverOffline';
      return state === 'connected' || state === 'reconnected' ? 'reconnecting' : state;
    case 'pingFailed':
      return state === 'serverOffline' ? state : state === 'connecting' ? 'serverOffline' : 'reconnecting';
    case 'requestSucceeded':
      if (event.errorCount > SERVICE_DOWN_ABOVE) return state;
      return recovered(state);
    case 'pingSucceeded':
      return recovered(state);
    case 'settled':
      return state === 'reconnected' ? 'connected' : state;
  }
}

function recovered(state: ConnectionState): ConnectionState {
  if (state === 'connecting') return 'connected';
  if (state === 'reconnecting' || state === 'serverOffline') return 'reconnected';
  return state;
}

/** Whether the state means the server should be probed with /ping until it answers. */
export function needsPing(state: ConnectionState): boolean {
  return state === 'connecting' || state === 'reconnecting' || state === 'serverOffline';
}
