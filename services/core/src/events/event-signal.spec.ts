import { randomUUID } from 'node:crypto';
import { InProcessBus } from '../bus/in-process-bus';
import { RecordingLogger } from '../testing/recording-logger';
import { waitFor } from '../testing/wait-for';
import type { EventPayload } from './define-event';
import { EventPayloadError } from './event-payload';
import { onEventSignal, sendEventSignal } from './event-signal';
import { SESSION_EVENTS } from './sessions.events';

type Ended = EventPayload<typeof SESSION_EVENTS.ended>;

describe('event signals', () => {
  let bus: InProcessBus;

  beforeEach(() => {
    bus = new InProcessBus(new RecordingLogger());
  });
  afterEach(() => bus.close());

  it("should hand every listener the catalogued event's parsed payload", async () => {
    const received: Ended[] = [];
    await onEventSignal(bus, SESSION_EVENTS.ended, (payload) => received.push(payload), fail);
    const payload = {
      accountId: randomUUID(),
      tokenHashes: ['a'.repeat(64)],
      keptTokenHash: null,
      origin: 'p1',
    };

    sendEventSignal(bus, SESSION_EVENTS.ended, payload);

    await waitFor(() => expect(received).toEqual([payload]));
  });

  it('should refuse to send a payload that does not match the catalogue, and send nothing', async () => {
    const received: Ended[] = [];
    await onEventSignal(bus, SESSION_EVENTS.ended, (payload) => received.push(payload), fail);
    const bad = { accountId: null, tokenHashes: ['not a hash'], keptTokenHash: null, origin: 'p1' };

    expect(() => sendEventSignal(bus, SESSION_EVENTS.ended, bad)).toThrow(EventPayloadError);
    expect(() => sendEventSignal(bus, SESSION_EVENTS.ended, bad)).toThrow(/tokenHashes\.0/);
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual([]);
  });

  it('should pass a signal that is not such an event to onMalformed, not to the listener', async () => {
    const received: Ended[] = [];
    const malformed: unknown[] = [];
    await onEventSignal(
      bus,
      SESSION_EVENTS.ended,
      (payload) => received.push(payload),
      (error) => malformed.push(error),
    );

    bus.signal(SESSION_EVENTS.ended.subject, new TextEncoder().encode('{"payload":{"accountId":1}}'));

    await waitFor(() => expect(malformed).toHaveLength(1));
    expect(received).toEqual([]);
  });
});

function fail(error: unknown): never {
  throw error;
}
