import { z } from 'zod';

/** An event as it travels on the bus. `id` is the outbox row id, so consumers can act idempotently. */
export const busEventSchema = z.object({
  id: z.string().uuid(),
  subject: z.string().min(1),
  workspaceId: z.string().uuid().nullable(),
  occurredAt: z.string().datetime(),
  payload: z.record(z.string(), z.unknown()),
});
export type BusEvent = z.infer<typeof busEventSchema>;

/** What a handler tells the bus: done, or try again later (the bus redelivers). */
export type HandlerResult = 'ack' | 'retry';
export type BusHandler = (event: BusEvent) => Promise<HandlerResult | void>;

export interface SubscribeOptions {
  /** Durable consumer name: one delivery per event per name, shared by all instances using it. */
  durable: string;
  /** Subject filter, NATS-style: `note.created`, `note.*`, `>` */
  subject: string;
  /** Deliveries before an event is given up (and logged). Default 5. */
  maxDeliveries?: number;
  /** Delay before a retried or failed event is delivered again. Default 1000 ms. */
  retryDelayMs?: number;
}

export interface Subscription {
  stop(): Promise<void>;
}

/** Hears an event as it passes; what it returns or throws changes nothing. */
export type BusListener = (event: BusEvent) => void;

/** Hears a signal: its full subject and its bytes. What it returns or throws changes nothing. */
export type SignalListener = (subject: string, data: Uint8Array) => void;

/**
 * The event bus between services. Delivery is at-least-once: a handler that throws or returns
 * 'retry' gets the event again (up to maxDeliveries); handlers must be idempotent by event id.
 */
export interface Bus {
  publish(event: BusEvent): Promise<void>;
  subscribe(options: SubscribeOptions, handler: BusHandler): Promise<Subscription>;
  /**
   * Every listener of every process hears each matching event published from now on, at most once,
   * with nothing retained or redelivered: for telling open browsers that something changed (live
   * updates), never for work that must happen (use `subscribe`).
   */
  listen(subject: string, listener: BusListener): Promise<Subscription>;
  /**
   * Sends bytes to every process listening on `subject` with onSignal, now, never stored (NATS core,
   * outside the event stream): for state that processes keep in step among themselves, such as the
   * collaborative documents several API replicas hold open. The sender hears its own signals too.
   */
  signal(subject: string, data: Uint8Array): void;
  onSignal(subject: string, listener: SignalListener): Promise<Subscription>;
  close(): Promise<void>;
}
