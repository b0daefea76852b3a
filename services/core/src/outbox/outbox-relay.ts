import type { Pool } from 'pg';
import type { Bus } from '../bus/bus';
import { silentBusLogger, type BusLogger } from '../bus/bus-logger';
import { publishOutboxBatch, type OutboxBatchResult } from './outbox-batch';
import { OutboxListener } from './outbox-listener';

export interface OutboxRelayOptions {
  pool: Pool;
  schema: string;
  bus: Bus;
  logger?: BusLogger;
  /** Rows per transaction. Default 100. */
  batchSize?: number;
  /** Poll period when no NOTIFY arrives (and the fallback when LISTEN is unavailable). Default 500 ms. */
  pollIntervalMs?: number;
}

/**
 * Moves committed outbox rows onto the bus: woken by NOTIFY, polling as a fallback. Delivery is
 * at-least-once (a crash between publish and commit re-publishes; the event id lets JetStream and
 * consumers dedupe), and several relays may run at once since rows are claimed with SKIP LOCKED.
 */
export class OutboxRelay {
  private readonly pool: Pool;
  private readonly schema: string;
  private readonly bus: Bus;
  private readonly logger: BusLogger;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly listener: OutboxListener;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wakeRequested = false;
  private wakeSleeper: (() => void) | null = null;

  constructor(options: OutboxRelayOptions) {
    this.pool = options.pool;
    this.schema = options.schema;
    this.bus = options.bus;
    this.logger = options.logger ?? silentBusLogger;
    this.batchSize = options.batchSize ?? 100;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    if (!Number.isInteger(this.batchSize) || this.batchSize < 1)
      throw new Error('batchSize must be a positive integer.');
    this.listener = new OutboxListener(this.pool, () => this.wake(), this.logger);
  }

  /** Starts LISTENing (falling back to polling if it cannot) and the relay loop. */
  async start(): Promise<void> {
    if (this.loop) throw new Error('The outbox relay is already running.');
    this.stopping = false;
    await this.listener.listen();
    this.loop = this.run();
  }

  /** One pass over the oldest unpublished rows, in its own transaction. */
  async runOnce(): Promise<OutboxBatchResult> {
    const client = await this.pool.connect();
    const onError = (error: Error): void =>
      this.logger.warn({ err: error }, 'Outbox relay connection failed');
    client.on('error', onError);
    let failure: Error | undefined;
    try {
      return await publishOutboxBatch(client, {
        schema: this.schema,
        bus: this.bus,
        batchSize: this.batchSize,
        logger: this.logger,
      });
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.removeListener('error', onError);
      client.release(failure);
    }
  }

  /** Resolves once the pass in flight has finished and the LISTEN connection is back in the pool. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
    this.loop = null;
    await this.listener.close();
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      await this.listener.listen();
      let result: OutboxBatchResult | null = null;
      try {
        result = await this.runOnce();
      } catch (error) {
        this.logger.error({ err: error }, 'Outbox relay pass failed');
      }
      const mayHaveMore = result !== null && result.failed === 0 && result.claimed === this.batchSize;
      if (!mayHaveMore) await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    if (this.stopping || this.wakeRequested) {
      this.wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wakeSleeper = null;
        resolve();
      };
      const timer = setTimeout(done, this.pollIntervalMs);
      this.wakeSleeper = done;
    });
  }

  private wake(): void {
    if (this.wakeSleeper) this.wakeSleeper();
    else this.wakeRequested = true;
  }
}
