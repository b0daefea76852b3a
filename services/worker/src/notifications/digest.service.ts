import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type Config, FOLLOW_FREQUENCY_DAYS, type Logger, type Mailer, type Region } from '@fieldnote/core';
import { CONFIG, LOGGER, MAILER } from '@fieldnote/db';
import { toMailable } from './mailable-notifications';
import { digestMail } from './notification-mail';
import { NotificationsRepository } from './notifications.repository';
import type { NotifiedWorkspace } from './workspace-schema';

/** How often the worker looks for digests that are due; a digest is at most this late. */
export const DIGEST_CHECK_INTERVAL_MS = 15 * 60 * 1000;
const DAY_MS = 86_400_000;

/**
 * The digest e-mails (spec 000 §2 follow frequency MONTHLY, WEEKLY, DAILY): a member with
 * allChangesEnabled gets, once per period, one mail listing the unread notifications that no other
 * mail carried. The period counts from the last digest, or from the oldest waiting notification when
 * none went out yet. Each included notification is claimed before sending, so a digest never repeats
 * one, even with several workers.
 */
@Injectable()
export class DigestService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly notifications: NotificationsRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running = this.sendDueDigests(new Date()).catch((err: unknown) =>
        this.logger.warn({ err }, 'digest run failed; trying again at the next run'),
      );
    }, DIGEST_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Sends every digest due at `now` in the served regions; returns how many mails went out. */
  async sendDueDigests(now: Date): Promise<number> {
    const regions = this.config.SERVED_REGIONS.split(',').map((r) => r.trim()) as Region[];
    let sent = 0;
    for (const workspace of await this.notifications.workspacesIn(regions)) {
      try {
        sent += await this.sendWorkspaceDigests(workspace, now);
      } catch (err) {
        // One workspace's trouble (a schema not migrated yet) must not hold up the others.
        this.logger.warn({ err, workspaceId: workspace.id }, 'digests of a workspace failed');
      }
    }
    return sent;
  }

  async sendWorkspaceDigests(workspace: NotifiedWorkspace, now: Date): Promise<number> {
    const candidates = await this.notifications.digestCandidates(workspace);
    let sent = 0;
    for (const candidate of candidates) {
      const due = new Date(candidate.since).getTime() + FOLLOW_FREQUENCY_DAYS[candidate.frequency] * DAY_MS;
      if (due > now.getTime()) continue;
      const rows = await this.notifications.unmailedOf(workspace, candidate.recipient_id);
      const claimed = await this.notifications.claimForDigest(
        workspace,
        rows.map((r) => r.id),
        now,
      );
      const items = rows.filter((r) => claimed.has(r.id)).map(toMailable);
      if (items.length === 0) continue;
      try {
        await this.mailer.send(digestMail(this.config, workspace, items[0]!.recipientEmail, items));
      } catch (error) {
        await this.notifications.unclaim(
          workspace,
          items.map((i) => i.id),
        );
        throw error;
      }
      await this.notifications.recordDigestSent(workspace, candidate.recipient_id, now);
      sent += 1;
    }
    return sent;
  }
}
