import type {
  Bus,
  BusEvent,
  BusHandler,
  BusListener,
  SignalListener,
  SubscribeOptions,
  Subscription,
} from './bus';
import { silentBusLogger, type BusLogger } from './bus-logger';
import { InProcessDurable } from './in-process-durable';
import { toPublishableEvent } from './publishable-event';
import { isValidSubject, isValidSubjectFilter, subjectMatches } from './subject-matcher';
import { resolveSubscribeOptions } from './subscribe-options';

/**
 * A Bus in process memory for the all-in-one mode, with JetStream's delivery semantics (one delivery
 * per durable, NATS subject wildcards, delayed redelivery up to maxDeliveries).
 * Unlike JetStream, nothing is retained: events published while a durable has no running subscriber
 * are never delivered to it, and pending redeliveries are lost when its last subscriber stops.
 */
export class InProcessBus implements Bus {
  private readonly durables = new Map<string, InProcessDurable>();
  private readonly listeners = new Set<{ subject: string; listener: BusListener }>();
  private readonly signalListeners = new Set<{ subject: string; listener: SignalListener }>();
  private closed = false;

  constructor(private readonly logger: BusLogger = silentBusLogger) {}

  async publish(event: BusEvent): Promise<void> {
    this.assertOpen();
    const published = toPublishableEvent(event);
    for (const durable of this.durables.values()) {
      if (durable.matches(published.subject)) durable.enqueue(structuredClone(published));
    }
    for (const { subject, listener } of this.listeners) {
      if (!subjectMatches(subject, published.subject)) continue;
      const copy = structuredClone(published);
      // After the publisher's turn, as a message from NATS would arrive; a throwing listener is logged.
      queueMicrotask(() => {
        try {
          listener(copy);
        } catch (error) {
          this.logger.error({ err: error, subject: copy.subject }, 'a bus listener failed');
        }
      });
    }
  }

  async listen(subject: string, listener: BusListener): Promise<Subscription> {
    this.assertOpen();
    if (!isValidSubjectFilter(subject)) throw new Error(`Invalid subject filter "${subject}".`);
    const entry = { subject, listener };
    this.listeners.add(entry);
    return {
      stop: async () => {
        this.listeners.delete(entry);
      },
    };
  }

  signal(subject: string, data: Uint8Array): void {
    this.assertOpen();
    if (!isValidSubject(subject)) throw new Error(`Invalid signal subject "${subject}".`);
    for (const { subject: filter, listener } of this.signalListeners) {
      if (!subjectMatches(filter, subject)) continue;
      const copy = data.slice();
      queueMicrotask(() => {
        try {
          listener(subject, copy);
        } catch (error) {
          this.logger.error({ err: error, subject }, 'a signal listener failed');
        }
      });
    }
  }

  async onSignal(subject: string, listener: SignalListener): Promise<Subscription> {
    this.assertOpen();
    if (!isValidSubjectFilter(subject)) throw new Error(`Invalid subject filter "${subject}".`);
    const entry = { subject, listener };
    this.signalListeners.add(entry);
    return {
      stop: async () => {
        this.signalListeners.delete(entry);
      },
    };
  }

  async subscribe(options: SubscribeOptions, handler: BusHandler): Promise<Subscription> {
    this.assertOpen();
    const resolved = resolveSubscribeOptions(options);
    let durable = this.durables.get(resolved.durable);
    if (durable) {
      durable.configure(resolved);
    } else {
      durable = new InProcessDurable(resolved, this.logger);
      this.durables.set(resolved.durable, durable);
    }
    const member = durable.addMember(handler);
    const joined = durable;
    let stopping: Promise<void> | null = null;
    return {
      stop: () => {
        stopping ??= (async () => {
          await joined.removeMember(member);
          if (!joined.hasMembers && this.durables.get(resolved.durable) === joined) {
            this.durables.delete(resolved.durable);
            await joined.close();
          }
        })();
        return stopping;
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.signalListeners.clear();
    const durables = [...this.durables.values()];
    this.durables.clear();
    await Promise.all(durables.map((durable) => durable.close()));
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The bus is closed.');
  }
}
