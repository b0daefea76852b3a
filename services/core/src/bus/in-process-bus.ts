import type { Bus, BusEvent, BusHandler, SubscribeOptions, Subscription } from './bus';
import { silentBusLogger, type BusLogger } from './bus-logger';
import { InProcessDurable } from './in-process-durable';
import { toPublishableEvent } from './publishable-event';
import { resolveSubscribeOptions } from './subscribe-options';

/**
 * A Bus in process memory for the all-in-one mode, with JetStream's delivery semantics (one delivery
 * per durable, NATS subject wildcards, delayed redelivery up to maxDeliveries).
 * Unlike JetStream, nothing is retained: events published while a durable has no running subscriber
 * are never delivered to it, and pending redeliveries are lost when its last subscriber stops.
 */
export class InProcessBus implements Bus {
  private readonly durables = new Map<string, InProcessDurable>();
  private closed = false;

  constructor(private readonly logger: BusLogger = silentBusLogger) {}

  async publish(event: BusEvent): Promise<void> {
    this.assertOpen();
    const published = toPublishableEvent(event);
    for (const durable of this.durables.values()) {
      if (durable.matches(published.subject)) durable.enqueue(structuredClone(published));
    }
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
    const durables = [...this.durables.values()];
    this.durables.clear();
    await Promise.all(durables.map((durable) => durable.close()));
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The bus is closed.');
  }
}
