import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import {
  busEventSchema,
  type Bus,
  type BusEvent,
  type BusHandler,
  type BusListener,
  type SignalListener,
  type SubscribeOptions,
  type Subscription,
} from './bus';
import { silentBusLogger, type BusLogger } from './bus-logger';
import { ensureDurableConsumer } from './jetstream-consumer';
import { ensureStream } from './jetstream-stream';
import { JetStreamSubscription } from './jetstream-subscription';
import { toPublishableEvent } from './publishable-event';
import { isValidSubject, isValidSubjectFilter } from './subject-matcher';
import { resolveSubscribeOptions } from './subscribe-options';

/** How to reach NATS and where the events live; the defaults are what every Fieldnote service uses. */
export interface JetStreamBusOptions {
  servers: string | string[];
  streamName?: string;
  subjectPrefix?: string;
  logger?: BusLogger;
  /** How long a delivered message may go unacknowledged before JetStream redelivers it. Default 30 s. */
  ackWaitMs?: number;
}

/** Derived from connect(): transport-node re-exports the type through a subpath not every moduleResolution sees. */
type NatsConnection = Awaited<ReturnType<typeof connect>>;

const STREAM_NAME = /^[A-Za-z0-9_-]+$/;
/** Messages a subscriber pulls ahead; small, so a slow handler doesn't hoard its durable's work. */
const PULL_BATCH = 10;

/**
 * The Bus over NATS JetStream for the multi-process deployment: events persist in a file-backed
 * stream, and durable consumers keep their position across restarts.
 */
export class JetStreamBus implements Bus {
  private readonly subscriptions = new Set<JetStreamSubscription>();
  private closing: Promise<void> | null = null;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    readonly streamName: string,
    readonly subjectPrefix: string,
    private readonly logger: BusLogger,
    private readonly ackWaitMs: number,
  ) {}

  /** Connects and makes sure the stream exists (idempotent), so any service may start first. */
  static async connect(options: JetStreamBusOptions): Promise<JetStreamBus> {
    const {
      servers,
      streamName = 'FIELDNOTE',
      subjectPrefix = 'fieldnote',
      logger = silentBusLogger,
    } = options;
    if (!STREAM_NAME.test(streamName)) throw new Error(`Invalid stream name "${streamName}".`);
    if (!isValidSubject(subjectPrefix)) throw new Error(`Invalid subject prefix "${subjectPrefix}".`);
    const nc = await connect({ servers });
    try {
      const jsm = await jetstreamManager(nc);
      await ensureStream(jsm, streamName, subjectPrefix);
      const js = jetstream(nc);
      return new JetStreamBus(nc, js, jsm, streamName, subjectPrefix, logger, options.ackWaitMs ?? 30_000);
    } catch (error) {
      await nc.close();
      throw error;
    }
  }

  /** Resolves once JetStream has stored the event; the event id is the dedupe id for relay re-publishes. */
  async publish(event: BusEvent): Promise<void> {
    this.assertOpen();
    const published = toPublishableEvent(event);
    await this.js.publish(`${this.subjectPrefix}.${published.subject}`, JSON.stringify(published), {
      msgID: published.id,
    });
  }

  async subscribe(options: SubscribeOptions, handler: BusHandler): Promise<Subscription> {
    this.assertOpen();
    const resolved = resolveSubscribeOptions(options);
    await ensureDurableConsumer(this.jsm, {
      stream: this.streamName,
      durable: resolved.durable,
      filterSubject: `${this.subjectPrefix}.${resolved.subject}`,
      maxDeliveries: resolved.maxDeliveries,
      ackWaitMs: this.ackWaitMs,
    });
    const consumer = await this.js.consumers.get(this.streamName, resolved.durable);
    const messages = await consumer.consume({ max_messages: PULL_BATCH });
    const subscription: JetStreamSubscription = new JetStreamSubscription(
      messages,
      resolved,
      handler,
      this.logger,
      () => this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  /**
   * A plain NATS subscription on the stream's subjects: JetStream stores what is published there, and
   * core NATS also hands it to every subscriber present, once, without acknowledgements.
   */
  async listen(subject: string, listener: BusListener): Promise<Subscription> {
    this.assertOpen();
    if (!isValidSubjectFilter(subject)) throw new Error(`Invalid subject filter "${subject}".`);
    const subscription = this.nc.subscribe(`${this.subjectPrefix}.${subject}`, {
      callback: (error, message) => {
        if (error) return this.logger.warn({ err: error }, 'a bus listener stopped');
        const parsed = busEventSchema.safeParse(safeJson(message.string()));
        if (!parsed.success)
          return this.logger.warn({ subject: message.subject }, 'a bus listener got a malformed event');
        try {
          listener(parsed.data);
        } catch (caught) {
          this.logger.error({ err: caught, subject: parsed.data.subject }, 'a bus listener failed');
        }
      },
    });
    return {
      stop: async () => {
        if (!subscription.isClosed()) subscription.unsubscribe();
      },
    };
  }

  /**
   * Signals travel on NATS core under `<prefix>-signal.`, outside the stream's `<prefix>.>`, so
   * JetStream never stores them.
   */
  private signalSubject(subject: string): string {
    return `${this.subjectPrefix}-signal.${subject}`;
  }

  signal(subject: string, data: Uint8Array): void {
    this.assertOpen();
    if (!isValidSubject(subject)) throw new Error(`Invalid signal subject "${subject}".`);
    this.nc.publish(this.signalSubject(subject), data);
  }

  async onSignal(subject: string, listener: SignalListener): Promise<Subscription> {
    this.assertOpen();
    if (!isValidSubjectFilter(subject)) throw new Error(`Invalid subject filter "${subject}".`);
    const prefix = this.signalSubject('');
    const subscription = this.nc.subscribe(this.signalSubject(subject), {
      callback: (error, message) => {
        if (error) return this.logger.warn({ err: error }, 'a signal listener stopped');
        try {
          listener(message.subject.slice(prefix.length), message.data);
        } catch (caught) {
          this.logger.error({ err: caught, subject: message.subject }, 'a signal listener failed');
        }
      },
    });
    return {
      stop: async () => {
        if (!subscription.isClosed()) subscription.unsubscribe();
      },
    };
  }

  /** Stops every subscription (waiting for handlers in flight), flushes acks and closes the connection. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
      if (!this.nc.isClosed()) await this.nc.drain();
    })();
    return this.closing;
  }

  private assertOpen(): void {
    if (this.closing) throw new Error('The bus is closed.');
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
