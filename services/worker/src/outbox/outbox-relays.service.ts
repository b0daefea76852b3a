import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type Bus, type Logger, OutboxRelay } from '@fieldnote/core';
import { BUS, Databases, LOGGER, REGIONAL_SCHEMA } from '@fieldnote/db';
import { Pool } from 'pg';

/**
 * Runs one outbox relay per database with an outbox (each region's, and the control one's): it publishes committed domain
 * events to the bus. Its small pool (a LISTEN connection and one for batches) is separate from
 * the ORM's so a long LISTEN never takes a request's connection.
 */
@Injectable()
export class OutboxRelaysService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly running: { relay: OutboxRelay; pool: Pool }[] = [];

  constructor(
    private readonly databases: Databases,
    @Inject(BUS) private readonly bus: Bus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const { orm, regions } of this.databases.outboxDatabases()) {
      const pool = new Pool({ connectionString: orm.config.get('clientUrl'), max: 3 });
      // An idle connection can fail (database restart, shutdown): log it, never let it crash the process.
      pool.on('error', (err) => this.logger.warn({ err, regions }, 'outbox relay connection lost'));
      const relay = new OutboxRelay({
        pool,
        schema: REGIONAL_SCHEMA,
        bus: this.bus,
        logger: this.logger.child({ regions }),
      });
      await relay.start();
      this.running.push({ relay, pool });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    for (const { relay, pool } of this.running.splice(0)) {
      await relay.stop();
      await pool.end();
    }
  }
}
