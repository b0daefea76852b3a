import {
  type ConnectionEvent,
  type ConnectionState,
  needsPing,
  nextConnectionState,
} from './connectionState';

function run(start: ConnectionState, events: ConnectionEvent[]): ConnectionState[] {
  const seen: ConnectionState[] = [];
  events.reduce((state, event) => {
    const next = nextConnectionState(state, event);
    seen.push(next);
    return next;
  }, start);
  return seen;
}

describe('connection indicator state machine (spec 000 §4)', () => {
  it('should go from connecting to connected on the first answer', () => {
    expect(run('connecting', [{ type: 'pingSucceeded' }])).toEqual(['connected']);
    expect(run('connecting', [{ type: 'requestSucceeded', errorCount: 0 }])).toEqual(['connected']);
  });

  it('should reconnect after a failed call, show reconnected, then settle', () => {
    expect(
      run('connected', [
        { type: 'requestFailed', errorCount: 1 },
        { type: 'pingFailed' },
        { type: 'pingSucceeded' },
        { type: 'settled' },
      ]),
    ).toEqual(['reconnecting', 'reconnecting', 'reconnected', 'connected']);
  });

  it('should count the server as offline once more than 10 network errors are counted', () => {
    expect(
      run('reconnecting', [
        { type: 'requestFailed', errorCount: 10 },
        { type: 'requestFailed', errorCount: 11 },
      ]),
    ).toEqual(['reconnecting', 'serverOffline']);
  });

  it('should stay server offline while a success leaves the counter above 10, and recover on /ping', () => {
    expect(
      run('serverOffline', [
        { type: 'requestSucceeded', errorCount: 19 },
        { type: 'pingFailed' },
        { type: 'pingSucceeded' },
      ]),
    ).toEqual(['serverOffline', 'serverOffline', 'reconnected']);
  });

  it('should be client offline from the browser offline event until it is online again, whatever else happens', () => {
    expect(
      run('connected', [
        { type: 'browserOffline' },
        { type: 'requestFailed', errorCount: 15 },
        { type: 'pingSucceeded' },
        { type: 'browserOnline' },
        { type: 'pingSucceeded' },
      ]),
    ).toEqual(['clientOffline', 'clientOffline', 'clientOffline', 'reconnecting', 'reconnected']);
  });

  it('should count the server offline when the very first /ping fails', () => {
    expect(run('connecting', [{ type: 'pingFailed' }])).toEqual(['serverOffline']);
  });

  it('should ignore "settled" unless it is showing reconnected', () => {
    expect(run('reconnecting', [{ type: 'settled' }])).toEqual(['reconnecting']);
  });

  it('should ping only while the connection is in doubt', () => {
    const states: ConnectionState[] = [
      'connecting',
      'connected',
      'reconnecting',
      'reconnected',
      'clientOffline',
      'serverOffline',
    ];
    expect(states.filter(needsPing)).toEqual(['connecting', 'reconnecting', 'serverOffline']);
  });
});
