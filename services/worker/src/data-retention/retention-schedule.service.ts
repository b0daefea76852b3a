import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type Config, DATA_RETENTION_EVENTS, type Logger, type Region } from '@fieldnote/core';
import { CONFIG, Databases, LOGGER, recordEvent } from '@fieldnote/db';
import { uuidFrom } from '../notifications/notifier.service';
import { NotificationsRepository } from '../notifications/notifications.repository';

/** How often each workspace's retention job is due: warnings go out daily, deletions within the hour. */
export const DATA_RETENTION_TICK_MS = 60 * 60 * 1000;

/**
 * The data retention schedule (issue 36): every hour, one `data_retention.sweep_due` event per
 * workspace of the served regions, through the outbox. The job itself runs where the file storage
 * and the trash are (the API's DataRetentionRunner takes each event from the bus, one process per
 * event). The event's id derives from the workspace and the hour, so two workers, or a restart
 * within the hour, schedule each run once.
 */
@Injectable()
export class RetentionScheduleService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly databases: Databases,
    private readonly workspaces: NotificationsRepository,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running = this.scheduleDue(new Date()).catch((err: unknown) =>
        this.logger.warn({ err }, 'scheduling data retention failed; trying again at the next tick'),
      );
    }, DATA_RETENTION_TICK_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Schedules the run of `now`'s hour for every workspace served here; returns how many. */
  async scheduleDue(now: Date): Promise<number> {
    const hour = new Date(Math.floor(now.getTime() / DATA_RETENTION_TICK_MS) * DATA_RETENTION_TICK_MS);
    const regions = this.config.SERVED_REGIONS.split(',').map((r) => r.trim()) as Region[];
    let scheduled = 0;
    for (const workspace of await this.workspaces.workspacesIn(regions)) {
      const em = this.databases.region(workspace.region).em.fork();
      try {
        await em.transactional((tx) =>
          recordEvent(
            tx,
            DATA_RETENTION_EVENTS.sweepDue,
            workspace.id,
            { at: now.toISOString() },
            { id: uuidFrom(`data-retention:${workspace.id}:${hour.toISOString()}`) },
          ),
        );
        scheduled++;
      } catch (err) {
        // The same hour's event already written (another worker, a restart): scheduled once.
        if ((err as { code?: string }).code === '23505') continue;
        this.logger.warn(
          { err, workspaceId: workspace.id },
          'could not schedule data retention of a workspace',
        );
      }
    }
    return scheduled;
  }
}
