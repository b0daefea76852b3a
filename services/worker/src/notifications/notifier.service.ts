import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  BILLING_NOTICE_KINDS,
  type Bus,
  type Config,
  type EventPayload,
  INSIGHT_EVENTS,
  type Logger,
  type Mailer,
  NOTIFICATION_EVENTS,
  type Subscription,
  handleCataloguedEvents,
} from '@fieldnote/core';
import { BUS, CONFIG, Databases, LOGGER, MAILER, recordEvent } from '@fieldnote/db';
import { toMailable } from './mailable-notifications';
import { notificationMail } from './notification-mail';
import { NotificationsRepository } from './notifications.repository';
import type { NotifiedWorkspace } from './workspace-schema';

/** One delivery per event for all the workers of the fleet together. */
export const NOTIFIER_DURABLE = 'notifier';

/** Which setting lets a notification go out by e-mail at once (the rest wait for the digest). */
const IMMEDIATE_SETTING: Record<string, string | null> = {
  MENTION: 'all_comments_enabled',
  REPLY: 'all_comments_enabled',
  INSIGHT_PUBLISHED: 'insights_published_enabled',
  // An access request lapses after 3 days (spec 000 §9): a weekly digest would come too late, so it
  // goes out at once to those who keep "all changes" on, as do the decisions to the requester.
  ACCESS_REQUESTED: 'all_changes_enabled',
  ACCESS_REQUEST_APPROVED: 'all_changes_enabled',
  ACCESS_REQUEST_DENIED: 'all_changes_enabled',
  // Research is about to be deleted for good (issue 36): every manager is mailed at once, whatever
  // their settings, as the 7 days of notice are theirs to act in.
  DATA_RETENTION_WARNING: null,
  // Billing notices (issue 33) reach every manager at once: a failed payment or a trial's end is
  // theirs to act on before access changes.
  ...Object.fromEntries(BILLING_NOTICE_KINDS.map((kind) => [kind, null])),
};

/**
 * Turns events into notifications and mails (issue 10): a published insight becomes an in-app
 * notification for every other active member; each created notification is mailed at once when
 * its recipient's settings say so (allCommentsEnabled for mentions and replies,
 * insightsPublishedEnabled for insights). Idempotent by event id: a notification's id derives from
 * the event, and a mail is claimed (emailed_at) before it is sent, so redelivery sends nothing twice.
 */
@Injectable()
export class NotifierService implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription: Subscription | undefined;

  constructor(
    private readonly databases: Databases,
    @Inject(BUS) private readonly bus: Bus,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly notifications: NotificationsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribe(
      { durable: NOTIFIER_DURABLE, subject: '>', retryDelayMs: 1000 },
      handleCataloguedEvents(this.logger, {
        [INSIGHT_EVENTS.published.subject]: (event) =>
          this.inWorkspace(event, (workspace) => this.notifyPublished(workspace, event.id, event.payload)),
        [NOTIFICATION_EVENTS.created.subject]: (event) =>
          this.inWorkspace(event, (workspace) => this.mailAtOnce(workspace, event.payload.notificationId)),
      }),
    );
  }

  /** Runs `work` in the event's workspace (gone: nothing to do); a failure is retried by the bus. */
  private async inWorkspace(
    event: { id: string; subject: string; workspaceId: string | null },
    work: (workspace: NotifiedWorkspace) => Promise<void>,
  ): Promise<'ack' | 'retry'> {
    if (!event.workspaceId) return 'ack';
    try {
      const workspace = await this.notifications.workspaceById(event.workspaceId);
      if (workspace) await work(workspace);
      return 'ack';
    } catch (err) {
      this.logger.warn({ err, subject: event.subject, eventId: event.id }, 'notifying failed; retrying');
      return 'retry';
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }

  /** Every other active member hears of the published insight, once per publication event. */
  async notifyPublished(
    workspace: NotifiedWorkspace,
    eventId: string,
    { insightId, publishedBy: actorId }: EventPayload<typeof INSIGHT_EVENTS.published>,
  ): Promise<void> {
    const em = this.databases.region(workspace.region).em.fork();
    await em.transactional(async (tx) => {
      for (const recipientId of await this.notifications.insightReaders(tx, workspace, insightId, actorId)) {
        const id = uuidFrom(`${eventId}:${recipientId}`);
        const written = await this.notifications.insertInsightPublished(tx, workspace, {
          id,
          recipientId,
          actorId,
          insightId,
        });
        if (!written) continue;
        await recordEvent(
          tx,
          NOTIFICATION_EVENTS.created,
          workspace.id,
          { notificationId: id, recipientId, kind: 'INSIGHT_PUBLISHED', insightId },
          { id: uuidFrom(`${id}:created`) },
        );
      }
    });
  }

  /** Mails one notification now if its recipient wants that kind at once; claimed first, so only once. */
  async mailAtOnce(workspace: NotifiedWorkspace, notificationId: string): Promise<void> {
    const row = await this.notifications.mailable(workspace, notificationId);
    const setting = row ? IMMEDIATE_SETTING[row.kind] : undefined;
    if (!row || setting === undefined) return;
    if (!(await this.notifications.claimForMail(workspace, notificationId, setting))) return;
    try {
      await this.mailer.send(notificationMail(this.config, workspace, toMailable(row)));
    } catch (error) {
      // Not sent: give it back, so the retry (or the digest) can send it.
      await this.notifications.unclaimOne(workspace, notificationId);
      throw error;
    }
  }
}

/** A UUID (version 4 layout) derived from a string, so a redelivered event makes the same ids. */
export function uuidFrom(value: string): string {
  const hex = createHash('sha256').update(value).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
