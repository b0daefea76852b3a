import type { BusEvent, BusHandler, SubscribeOptions } from './bus';
import type { BusLogger } from './bus-logger';
import { subjectMatches } from './subject-matcher';

interface Delivery {
  readonly event: BusEvent;
  deliveries: number;
}

/** One subscribe() call sharing a durable; it handles one event at a time, like a JetStream pull subscriber. */
export interface DurableMember {
  readonly handler: BusHandler;
  busy: boolean;
  inFlight: Promise<void> | null;
}

/**
 * The in-memory counterpart of a JetStream durable consumer: a queue of pending events that its
 * members take turns handling, with delayed redelivery, so every event reaches one member only.
 */
export class InProcessDurable {
  private readonly queue: Delivery[] = [];
  private readonly members: DurableMember[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private pumpScheduled: NodeJS.Immediate | null = null;
  private nextMember = 0;
  private closed = false;

  constructor(
    private options: Required<SubscribeOptions>,
    private readonly logger: BusLogger,
  ) {}

  get hasMembers(): boolean {
    return this.members.length > 0;
  }

  /** The latest subscribe() wins, as a JetStream consumer update would. */
  configure(options: Required<SubscribeOptions>): void {
    this.options = options;
  }

  matches(subject: string): boolean {
    return subjectMatches(this.options.subject, subject);
  }

  addMember(handler: BusHandler): DurableMember {
    const member: DurableMember = { handler, busy: false, inFlight: null };
    this.members.push(member);
    this.schedulePump();
    return member;
  }

  /** Resolves once the member's in-flight handler (if any) has finished. */
  async removeMember(member: DurableMember): Promise<void> {
    const index = this.members.indexOf(member);
    if (index >= 0) this.members.splice(index, 1);
    await member.inFlight;
  }

  enqueue(event: BusEvent): void {
    if (this.closed) return;
    this.queue.push({ event, deliveries: 0 });
    this.schedulePump();
  }

  /** Drops pending and scheduled redeliveries and waits for handlers that are running. */
  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.pumpScheduled) clearImmediate(this.pumpScheduled);
    this.pumpScheduled = null;
    await Promise.all([...this.inFlight]);
  }

  private schedulePump(): void {
    if (this.closed || this.pumpScheduled) return;
    this.pumpScheduled = setImmediate(() => {
      this.pumpScheduled = null;
      this.pump();
    });
  }

  private pump(): void {
    while (!this.closed && this.queue.length > 0) {
      const member = this.takeIdleMember();
      const delivery = member && this.queue.shift();
      if (!member || !delivery) return;
      this.run(member, delivery);
    }
  }

  private takeIdleMember(): DurableMember | undefined {
    for (let i = 0; i < this.members.length; i++) {
      const index = (this.nextMember + i) % this.members.length;
      const member = this.members[index];
      if (!member.busy) {
        this.nextMember = index + 1;
        return member;
      }
    }
    return undefined;
  }

  private run(member: DurableMember, delivery: Delivery): void {
    member.busy = true;
    delivery.deliveries += 1;
    const running: Promise<void> = this.deliver(member.handler, delivery).finally(() => {
      member.busy = false;
      member.inFlight = null;
      this.inFlight.delete(running);
      this.schedulePump();
    });
    member.inFlight = running;
    this.inFlight.add(running);
  }

  private async deliver(handler: BusHandler, delivery: Delivery): Promise<void> {
    let reason: unknown;
    try {
      const result = await handler(delivery.event);
      if (result !== 'retry') return;
      reason = 'handler asked for a retry';
    } catch (error) {
      reason = error;
    }
    this.retryOrGiveUp(delivery, reason);
  }

  private retryOrGiveUp(delivery: Delivery, reason: unknown): void {
    const context = {
      durable: this.options.durable,
      eventId: delivery.event.id,
      subject: delivery.event.subject,
      deliveries: delivery.deliveries,
      err: reason,
    };
    if (delivery.deliveries >= this.options.maxDeliveries) {
      this.logger.error(context, 'Event handling failed on its last delivery; giving up on it');
      return;
    }
    if (this.closed) return;
    this.logger.warn(context, 'Event handling failed; it will be redelivered');
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.queue.push(delivery);
      this.schedulePump();
    }, this.options.retryDelayMs);
    this.timers.add(timer);
  }
}
