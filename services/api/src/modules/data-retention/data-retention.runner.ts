import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  type Bus,
  DATA_RETENTION_EVENTS,
  type Logger,
  type Subscription,
  handleCataloguedEvents,
} from '@fieldnote/core';
import { BUS, LOGGER } from '@fieldnote/db';
import { DataRetentionJob } from './data-retention.job';

/** One delivery of each tick for all the API processes of the fleet together. */
export const DATA_RETENTION_RUNNER_DURABLE = 'data-retention-runner';

/**
 * Runs the retention job when the worker's schedule says a workspace is due
 * (`data_retention.sweep_due`, hourly per workspace; see RetentionScheduleService in the worker).
 * The job lives beside the file storage and the trash it deletes through; the bus hands each tick to
 * one process, and a failed run is delivered again (the job resumes from the database).
 */
@Injectable()
export class DataRetentionRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription: Subscription | undefined;

  constructor(
    private readonly job: DataRetentionJob,
    @Inject(BUS) private readonly bus: Bus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribe(
      {
        durable: DATA_RETENTION_RUNNER_DURABLE,
        subject: DATA_RETENTION_EVENTS.sweepDue.subject,
        retryDelayMs: 60_000,
        maxDeliveries: 5,
      },
      handleCataloguedEvents(this.logger, {
        [DATA_RETENTION_EVENTS.sweepDue.subject]: async (event) => {
          if (!event.workspaceId) return 'ack';
          try {
            await this.job.sweep(event.workspaceId, new Date(event.payload.at));
            return 'ack';
          } catch (err) {
            this.logger.warn({ err, workspaceId: event.workspaceId }, 'data retention run failed; retrying');
            return 'retry';
          }
        },
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }
}
