import type { ConsumerMessages, JsMsg } from '@nats-io/jetstream';
import {
  busEventSchema,
  type BusEvent,
  type BusHandler,
  type SubscribeOptions,
  type Subscription,
} from './bus';
import type { BusLogger } from './bus-logger';

/**
 * Runs one consume() loop of a durable pull consumer: one message at a time, acked on success,
 * nak'ed with a delay on failure, terminated when invalid or out of deliveries, so it never crashes.
 */
export class JetStreamSubscription implements Subscription {
  private stopping = false;
  private stopped: Promise<void> | null = null;
  private readonly loop: Promise<void>;

  constructor(
    private readonly messages: ConsumerMessages,
    private readonly options: Required<SubscribeOptions>,
    private readonly handler: BusHandler,
    private readonly logger: BusLogger,
    private readonly onStopped: () => void = () => undefined,
  ) {
    this.loop = this.run();
  }

  /** Stops pulling, waits for the handler in flight, and hands buffered messages back to the server. */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      this.stopping = true;
      await this.messages.close();
      await this.loop;
      this.onStopped();
    })();
    return this.stopped;
  }

  private async run(): Promise<void> {
    try {
      for await (const msg of this.messages) {
        await this.handle(msg);
      }
    } catch (error) {
      if (!this.stopping)
        this.logger.error({ durable: this.options.durable, err: error }, 'Bus consumer stopped');
    }
  }

  private async handle(msg: JsMsg): Promise<void> {
    try {
      if (this.stopping) {
        msg.nak();
        return;
      }
      const event = this.parse(msg);
      if (event) await this.deliver(msg, event);
    } catch (error) {
      this.logger.error(
        { durable: this.options.durable, seq: msg.seq, err: error },
        'Bus message handling broke',
      );
    }
  }

  private parse(msg: JsMsg): BusEvent | null {
    let data: unknown;
    try {
      data = msg.json<unknown>();
    } catch (error) {
      data = error;
    }
    const parsed = busEventSchema.safeParse(data);
    if (parsed.success) return parsed.data;
    this.logger.error(
      { durable: this.options.durable, subject: msg.subject, seq: msg.seq, issues: parsed.error.issues },
      'Invalid event on the bus; terminating it',
    );
    msg.term();
    return null;
  }

  private async deliver(msg: JsMsg, event: BusEvent): Promise<void> {
    let reason: unknown;
    try {
      const result = await this.handler(event);
      if (result !== 'retry') {
        msg.ack();
        return;
      }
      reason = 'handler asked for a retry';
    } catch (error) {
      reason = error;
    }
    const deliveries = msg.info.deliveryCount;
    const context = {
      durable: this.options.durable,
      eventId: event.id,
      subject: event.subject,
      deliveries,
      err: reason,
    };
    if (deliveries >= this.options.maxDeliveries) {
      this.logger.error(context, 'Event handling failed on its last delivery; giving up on it');
      msg.term();
      return;
    }
    this.logger.warn(context, 'Event handling failed; it will be redelivered');
    msg.nak(this.options.retryDelayMs);
  }
}
