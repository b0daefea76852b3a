import { randomUUID } from 'node:crypto';
import { RecordingLogger } from '../../testing/recording-logger';
import { settle } from '../../testing/settle';
import { waitFor } from '../../testing/wait-for';
import type { Bus, BusEvent, BusHandler } from '../bus';
import type { BusLogger } from '../bus-logger';

const RETRY_DELAY_MS = 50;

/** A valid event on the given subject. */
export function makeEvent(subject: string, payload: Record<string, unknown> = { n: 1 }): BusEvent {
  return {
    id: randomUUID(),
    subject,
    workspaceId: randomUUID(),
    occurredAt: new Date().toISOString(),
    payload,
  };
}

/** A handler that records what it got, so tests can wait for and inspect deliveries. */
export function recorder(
  behaviour: (event: BusEvent, call: number) => Promise<'ack' | 'retry' | void> = async () => undefined,
): {
  handler: BusHandler;
  received: BusEvent[];
} {
  const received: BusEvent[] = [];
  const handler: BusHandler = async (event) => {
    received.push(event);
    return behaviour(event, received.filter((e) => e.id === event.id).length);
  };
  return { handler, received };
}

const ids = (events: BusEvent[]): string[] => events.map((event) => event.id);

/**
 * The behaviour every Bus must have, run against each implementation so the in-process bus and
 * JetStream stay interchangeable. Each test uses its own subject namespace and durable names.
 */
export function runBusContract(name: string, makeBus: (logger: BusLogger) => Promise<Bus>): void {
  describe(name, () => {
    let sut: Bus;
    let logger: RecordingLogger;
    let ns: string;

    beforeEach(async () => {
      logger = new RecordingLogger();
      sut = await makeBus(logger);
      ns = `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    });

    afterEach(async () => {
      await sut.close();
    });

    it('should deliver the event when the subscription subject matches', async () => {
      const { handler, received } = recorder();
      await sut.subscribe({ durable: `${ns}-a`, subject: `${ns}.note.created` }, handler);
      const event = makeEvent(`${ns}.note.created`);

      await sut.publish(event);

      await waitFor(() => expect(ids(received)).toEqual([event.id]));
    });

    it('should not deliver the event when the subject does not match', async () => {
      const { handler, received } = recorder();
      await sut.subscribe({ durable: `${ns}-a`, subject: `${ns}.note.created` }, handler);
      const other = makeEvent(`${ns}.note.deleted`);
      const sentinel = makeEvent(`${ns}.note.created`);

      await sut.publish(other);
      await sut.publish(sentinel);

      await waitFor(() => expect(ids(received)).toContain(sentinel.id));
      expect(ids(received)).toEqual([sentinel.id]);
    });

    it('should match exactly one token when the filter uses *', async () => {
      const { handler, received } = recorder();
      await sut.subscribe({ durable: `${ns}-a`, subject: `${ns}.note.*` }, handler);
      const created = makeEvent(`${ns}.note.created`);
      const tooDeep = makeEvent(`${ns}.note.created.extra`);
      const otherKind = makeEvent(`${ns}.tag.created`);
      const updated = makeEvent(`${ns}.note.updated`);

      for (const event of [created, tooDeep, otherKind, updated]) await sut.publish(event);

      await waitFor(() => expect(ids(received)).toContain(updated.id));
      expect(ids(received)).toEqual([created.id, updated.id]);
    });

    it('should match one or more trailing tokens when the filter ends with >', async () => {
      const { handler, received } = recorder();
      await sut.subscribe({ durable: `${ns}-a`, subject: `${ns}.note.>` }, handler);
      const bare = makeEvent(`${ns}.note`);
      const deep = makeEvent(`${ns}.note.a.b`);
      const otherKind = makeEvent(`${ns}.tag.a`);
      const shallow = makeEvent(`${ns}.note.c`);

      for (const event of [bare, deep, otherKind, shallow]) await sut.publish(event);

      await waitFor(() => expect(ids(received)).toContain(shallow.id));
      expect(ids(received)).toEqual([deep.id, shallow.id]);
    });

    it('should deliver to each durable when two durables match', async () => {
      const first = recorder();
      const second = recorder();
      await sut.subscribe({ durable: `${ns}-a`, subject: `${ns}.note.created` }, first.handler);
      await sut.subscribe({ durable: `${ns}-b`, subject: `${ns}.note.*` }, second.handler);
      const event = makeEvent(`${ns}.note.created`);

      await sut.publish(event);

      await waitFor(() => {
        expect(ids(first.received)).toEqual([event.id]);
        expect(ids(second.received)).toEqual([event.id]);
      });
    });

    it('should deliver each event once in total when two subscribers share a durable', async () => {
      const first = recorder();
      const second = recorder();
      const options = { durable: `${ns}-shared`, subject: `${ns}.>` };
      await sut.subscribe(options, first.handler);
      await sut.subscribe(options, second.handler);
      const events = Array.from({ length: 10 }, (_, i) => makeEvent(`${ns}.work.${i}`));
      for (const event of events) await sut.publish(event);

      // Barrier: once each subscriber has seen a later event, any copies of the earlier ones would have arrived.
      const sentinelIds = new Set<string>();
      const sawSentinel = (received: BusEvent[]): boolean =>
        received.some((event) => sentinelIds.has(event.id));
      await waitFor(
        async () => {
          if (sawSentinel(first.received) && sawSentinel(second.received)) return;
          const sentinel = makeEvent(`${ns}.sentinel`);
          sentinelIds.add(sentinel.id);
          await sut.publish(sentinel);
          throw new Error('both subscribers have not seen a sentinel yet');
        },
        { timeoutMs: 10_000, intervalMs: 20 },
      );

      const workIds = [...first.received, ...second.received]
        .map((event) => event.id)
        .filter((id) => !sentinelIds.has(id));
      expect(workIds.sort()).toEqual(ids(events).sort());
    });

    it('should redeliver once when the handler throws and then succeeds', async () => {
      const { handler, received } = recorder(async (_event, call) => {
        if (call === 1) throw new Error('transient');
      });
      await sut.subscribe(
        { durable: `${ns}-a`, subject: `${ns}.note.created`, retryDelayMs: RETRY_DELAY_MS },
        handler,
      );
      const event = makeEvent(`${ns}.note.created`);

      await sut.publish(event);

      await waitFor(() => expect(received).toHaveLength(2));
      await settle(RETRY_DELAY_MS * 5);
      expect(ids(received)).toEqual([event.id, event.id]);
      expect(logger.at('warn')).toHaveLength(1);
      expect(logger.at('error')).toHaveLength(0);
    });

    it('should redeliver when the handler returns retry', async () => {
      const { handler, received } = recorder(async (_event, call) => (call === 1 ? 'retry' : 'ack'));
      await sut.subscribe(
        { durable: `${ns}-a`, subject: `${ns}.note.created`, retryDelayMs: RETRY_DELAY_MS },
        handler,
      );
      const event = makeEvent(`${ns}.note.created`);

      await sut.publish(event);

      await waitFor(() => expect(received).toHaveLength(2));
      await settle(RETRY_DELAY_MS * 5);
      expect(ids(received)).toEqual([event.id, event.id]);
    });

    it('should give up and log an error when the handler fails maxDeliveries times', async () => {
      const { handler, received } = recorder(async () => {
        throw new Error('permanent');
      });
      await sut.subscribe(
        { durable: `${ns}-a`, subject: `${ns}.note.created`, maxDeliveries: 3, retryDelayMs: RETRY_DELAY_MS },
        handler,
      );
      const event = makeEvent(`${ns}.note.created`);

      await sut.publish(event);

      await waitFor(() => expect(logger.at('error')).toHaveLength(1));
      await settle(RETRY_DELAY_MS * 5);
      expect(received).toHaveLength(3);
      expect(logger.at('error')[0].context).toMatchObject({ eventId: event.id, deliveries: 3 });
      expect(logger.at('warn')).toHaveLength(2);
    });

    it('should deliver the event unchanged when the payload is nested and varied', async () => {
      const { handler, received } = recorder();
      await sut.subscribe({ durable: `${ns}-a`, subject: `${ns}.note.created` }, handler);
      const event: BusEvent = {
        ...makeEvent(`${ns}.note.created`, {
          title: 'Interview — Zoë 🎙️ "quoted" \\ back',
          count: 42,
          ratio: 0.125,
          flags: [true, false, null],
          nested: { tags: ['a', 'b'], deep: { empty: {}, list: [] } },
        }),
        workspaceId: null,
      };

      await sut.publish(event);

      await waitFor(() => expect(received).toHaveLength(1));
      expect(received[0]).toEqual(event);
    });

    it('should reject when the event is invalid', async () => {
      const invalid = { ...makeEvent(`${ns}.note.created`), id: 'not-a-uuid' };
      const wildcard = makeEvent(`${ns}.note.*`);

      await expect(sut.publish(invalid)).rejects.toThrow();
      await expect(sut.publish(wildcard)).rejects.toThrow('Invalid event subject');
    });

    it('should reject when the durable name is not a valid consumer name', async () => {
      const { handler } = recorder();

      await expect(sut.subscribe({ durable: 'has.dot', subject: `${ns}.>` }, handler)).rejects.toThrow(
        'Invalid durable name',
      );
    });

    it('should let every listener hear each matching event once, and no other event', async () => {
      const first: BusEvent[] = [];
      const second: BusEvent[] = [];
      await sut.listen(`${ns}.note.*`, (event) => first.push(event));
      await sut.listen(`${ns}.>`, (event) => second.push(event));
      const note = makeEvent(`${ns}.note.created`, { noteId: 'n1', nested: { a: [1, 2] } });
      const tag = makeEvent(`${ns}.tag.created`);
      await sut.publish(note);
      await sut.publish(tag);
      await waitFor(() => expect(ids(second)).toEqual([note.id, tag.id]));
      expect(ids(first)).toEqual([note.id]);
      expect(first[0]).toEqual(note);
    });

    it('should stop telling a listener once it stops, and keep telling the others', async () => {
      const stopped: BusEvent[] = [];
      const kept: BusEvent[] = [];
      const subscription = await sut.listen(`${ns}.note.created`, (event) => stopped.push(event));
      await sut.listen(`${ns}.note.created`, (event) => kept.push(event));
      await subscription.stop();
      const event = makeEvent(`${ns}.note.created`);
      await sut.publish(event);
      await waitFor(() => expect(ids(kept)).toEqual([event.id]));
      expect(stopped).toEqual([]);
    });

    it('should keep listening after a listener throws, and log it', async () => {
      const heard: BusEvent[] = [];
      await sut.listen(`${ns}.note.created`, (event) => {
        heard.push(event);
        throw new Error('listener broke');
      });
      const [a, b] = [makeEvent(`${ns}.note.created`), makeEvent(`${ns}.note.created`)];
      await sut.publish(a);
      await sut.publish(b);
      await waitFor(() => expect(ids(heard)).toEqual([a.id, b.id]));
      expect(logger.entries.some((entry) => entry.message === 'a bus listener failed')).toBe(true);
    });

    it("should deliver a signal's bytes to every matching signal listener, and none to event listeners", async () => {
      const heard: { subject: string; data: number[] }[] = [];
      const events: BusEvent[] = [];
      await sut.onSignal(`${ns}.doc.*`, (subject, data) => heard.push({ subject, data: [...data] }));
      await sut.listen(`${ns}.>`, (event) => events.push(event));
      sut.signal(`${ns}.doc.a`, new Uint8Array([1, 2, 3]));
      sut.signal(`${ns}.other.b`, new Uint8Array([9]));
      sut.signal(`${ns}.doc.c`, new Uint8Array([4]));
      await waitFor(() =>
        expect(heard).toEqual([
          { subject: `${ns}.doc.a`, data: [1, 2, 3] },
          { subject: `${ns}.doc.c`, data: [4] },
        ]),
      );
      // Signals are not events: event listeners (and the stream behind them) never see them.
      const marker = makeEvent(`${ns}.note.created`);
      await sut.publish(marker);
      await waitFor(() => expect(ids(events)).toEqual([marker.id]));
    });

    it('should stop telling a signal listener once it stops', async () => {
      const stopped: number[] = [];
      const kept: number[] = [];
      const subscription = await sut.onSignal(`${ns}.doc.x`, (_subject, data) => stopped.push(data[0] ?? -1));
      await sut.onSignal(`${ns}.doc.x`, (_subject, data) => kept.push(data[0] ?? -1));
      await subscription.stop();
      sut.signal(`${ns}.doc.x`, new Uint8Array([7]));
      await waitFor(() => expect(kept).toEqual([7]));
      expect(stopped).toEqual([]);
    });

    it('should refuse an invalid signal subject', async () => {
      expect(() => sut.signal(`${ns}.*`, new Uint8Array())).toThrow('Invalid signal subject');
      await expect(sut.onSignal(`${ns}..x`, () => undefined)).rejects.toThrow('Invalid subject filter');
    });

    it('should refuse an invalid listen subject', async () => {
      await expect(sut.listen(`${ns}..x`, () => undefined)).rejects.toThrow('Invalid subject filter');
    });
  });
}
