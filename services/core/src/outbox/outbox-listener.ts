import type { Notification, Pool, PoolClient } from 'pg';
import type { BusLogger } from '../bus/bus-logger';
import { OUTBOX_CHANNEL } from './outbox-writer';

/**
 * A dedicated connection LISTENing on the outbox channel, so a committed NOTIFY wakes the relay at
 * once. If the connection cannot be had or breaks, it is dropped and the relay keeps polling; the
 * relay calls listen() again on its next pass.
 */
export class OutboxListener {
  private client: PoolClient | null = null;
  private detach: () => void = () => undefined;

  constructor(
    private readonly pool: Pool,
    private readonly onNotify: () => void,
    private readonly logger: BusLogger,
  ) {}

  /** Starts listening unless it already is; never throws. */
  async listen(): Promise<void> {
    if (this.client) return;
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      this.logger.warn({ err: error }, 'Outbox relay cannot LISTEN; polling only');
      return;
    }
    let dropped = false;
    const onNotification = (message: Notification): void => {
      if (message.channel === OUTBOX_CHANNEL) this.onNotify();
    };
    const drop = (error: Error): void => {
      if (dropped) return;
      dropped = true;
      client.removeListener('notification', onNotification);
      if (this.client === client) this.client = null;
      this.logger.warn({ err: error }, 'Outbox relay lost its LISTEN connection; polling only');
      client.release(error);
    };
    client.on('notification', onNotification);
    client.on('error', drop);
    try {
      await client.query(`listen ${OUTBOX_CHANNEL}`);
      this.client = client;
      this.detach = () => {
        client.removeListener('notification', onNotification);
        client.removeListener('error', drop);
      };
    } catch (error) {
      drop(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Stops listening and hands the connection back to the pool clean. */
  async close(): Promise<void> {
    const client = this.client;
    if (!client) return;
    this.client = null;
    try {
      await client.query(`unlisten ${OUTBOX_CHANNEL}`);
      this.detach();
      client.release();
    } catch (error) {
      this.detach();
      client.release(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
