import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  type Bus,
  type BusEvent,
  type Config,
  type Logger,
  type Mailer,
  type Subscription,
} from '@fieldnote/core';
import { BUS, CONFIG, Databases, LOGGER, MAILER } from '@fieldnote/db';
import { toMailable } from './mailable-notifications';
import { notificationMail } from './notification-mail';
import { NotificationsRepository } from './notifications.repository';
import { findWorkspace, type NotifiedWorkspace } from './workspace-schema';

/** One delivery per event for all the workers of the fleet together. */
export const NOTIFIER_DURABLE = 'notifier';

/** Which setting lets a notification go out by e-mail at once (the rest wait for the digest). */
const IMMEDIATE_SETTING: Record<string, string> = {
  MENTION: 'all_comments_enabled',
  REPLY: 'all_comments_enabled',
  INSIGHT_PUBLISHED: 'insights_published_enabled',
  // An access request lapses after 3 days (spec 000 §9): a weekly digest would come too late, so it
  // goes out at once to those who keep "all changes" on, as do the decisions to the requester.
  ACCESS_REQUESTED: 'all_changes_enabled',
  ACCESS_REQUEST_APPROVED: 'all_changes_enabled',
  ACCESS_REQUEST_DENIED: 'all_changes_enabled',
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
      async (event) => {
        if (!event.workspaceId) return 'ack';
        if (event.subject !== 'insight.published' && event.subject !== 'notification.created') return 'ack';
        try {
          const workspace = await findWorkspace(this.databases, event.workspaceId);
          if (!workspace) return 'ack';
          if (event.subject === 'insight.published') await this.notifyPublished(workspace, event);
          else await this.mailAtOnce(workspace, String(event.payload.notificationId ?? ''));
          return 'ack';
        } catch (err) {
          this.logger.warn({ err, subject: event.subject, eventId: event.id }, 'notifying failed; retrying');
          return 'retry';
        }
      },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }

  /** Every other active member hears of the published insight, once per publication event. */
  async notifyPublished(workspace: NotifiedWorkspace, event: BusEvent): Promise<void> {
    const insightId = String(event.payload.insightId ?? '');
    const actorId = typeof event.payload.publishedBy === 'string' ? event.payload.publishedBy : null;
    const em = this.databases.region(workspace.region).em.fork();
    await em.transactional(async (tx) => {
      for (const recipientId of await this.notifications.insightReaders(tx, workspace, insightId, actorId)) {
        const id = uuidFrom(`${event.id}:${recipientId}`);
        await this.notifications.insertInsightPublished(tx, workspace, {
          id,
          recipientId,
          actorId,
          insightId,
          eventId: uuidFrom(`${id}:created`),
        });
      }
      await this.notifications.notifyOutbox(tx);
    });
  }

  /** Mails one notification now if its recipient wants that kind at once; claimed first, so only once. */
  async mailAtOnce(workspace: NotifiedWorkspace, notificationId: string): Promise<void> {
    const row = await this.notifications.mailable(workspace, notificationId);
    const setting = row ? IMMEDIATE_SETTING[row.kind] : undefined;
    if (!row || !setting) return;
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
