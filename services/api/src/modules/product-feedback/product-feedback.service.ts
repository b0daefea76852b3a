import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  type Config,
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  type FeedbackCategory,
  type Logger,
  type Mailer,
  NotificationKind,
  PRODUCT_FEEDBACK_EVENTS,
  Role,
  requireText,
  workspaceUrl,
} from '@fieldnote/core';
import { CONFIG, LOGGER, MAILER } from '@fieldnote/db';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { type FeedbackRow, ProductFeedbackRepository } from './product-feedback.repository';

export interface Feedback {
  id: string;
  category: string;
  message: string;
  page: string | null;
  sentBy: string;
  sentByName: string;
  sentAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const isCategory = (value: string): value is FeedbackCategory =>
  (FEEDBACK_CATEGORIES as readonly string[]).includes(value);

function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    category: row.category,
    message: row.message,
    page: row.page,
    sentBy: row.sent_by,
    sentByName: row.sent_by_name,
    sentAt: new Date(row.sent_at),
  };
}

/**
 * Product feedback (spec 000 §2 /settings/feedback): any member sends a bug, an idea, a question or
 * anything else about the product, kept in the workspace; a member reads what they sent, a manager
 * (who runs the workspace and passes it on) reads everyone's. At most 20 a member a day. Each
 * message is mailed to FEEDBACK_EMAIL, the team running this Fieldnote, when that is set.
 */
@Injectable()
export class ProductFeedbackService {
  constructor(
    private readonly rows: ProductFeedbackRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async send(
    scope: WorkspaceScope,
    input: { category: string; message: string; page?: string | null },
  ): Promise<Feedback> {
    if (!isCategory(input.category))
      throw AppError.badInput(`Category must be one of ${FEEDBACK_CATEGORIES.join(', ')}.`, {
        field: 'category',
      });
    const message = requireText(input.message, 'Feedback', FEEDBACK_LIMITS.message, undefined, 'multi-line');
    const page = input.page?.trim() ? input.page.trim().slice(0, 300) : null;
    if (page !== null && !page.startsWith('/'))
      throw AppError.badInput('Page must be a path of the app, such as /projects.', { field: 'page' });
    const schema = scope.workspace.schemaName;
    const id = randomUUID();
    await scope.em.transactional(async (em) => {
      const recent = await this.rows.sentSince(em, schema, scope.accountId, new Date(Date.now() - DAY_MS));
      if (recent >= FEEDBACK_LIMITS.perMemberPerDay)
        throw AppError.tooManyRequests(
          `You can send at most ${FEEDBACK_LIMITS.perMemberPerDay} messages of feedback a day. Please try again tomorrow.`,
        );
      await this.rows.insert(em, schema, {
        id,
        category: input.category,
        message,
        page,
        sentBy: scope.accountId,
      });
      await recordEvent(em, PRODUCT_FEEDBACK_EVENTS.sent, scope.workspace.id, {
        feedbackId: id,
        category: input.category as FeedbackCategory,
        sentBy: scope.accountId,
      });
    });
    await this.mail(scope, id);
    const [sent] = (await this.rows.list(scope.em, schema, scope.accountId, 1)).map(toFeedback);
    return sent as Feedback;
  }

  /**
   * Mails the stored message to FEEDBACK_EMAIL (after it is kept: a mail server that fails loses
   * nothing, the managers still read it in the workspace; the failure is logged, not answered).
   */
  private async mail(scope: WorkspaceScope, id: string): Promise<void> {
    const to = this.config.FEEDBACK_EMAIL;
    if (!to) return;
    const row = await this.rows.oneWithSender(scope.em, scope.workspace.schemaName, id);
    if (!row) return;
    const { workspace } = scope;
    const from = row.sent_by_email ? `${row.sent_by_name} <${row.sent_by_email}>` : row.sent_by_name;
    try {
      await this.mailer.send({
        to,
        kind: NotificationKind.PRODUCT_FEEDBACK,
        subject: `Feedback (${row.category}) from ${workspace.name}`,
        text: [
          `Workspace: ${workspace.name} (${workspaceUrl(this.config, workspace.subdomain, '/')})`,
          `From: ${from}`,
          `Category: ${row.category}`,
          `Page: ${row.page ?? 'not given'}`,
          `Sent: ${new Date(row.sent_at).toISOString()}`,
          '',
          row.message,
        ].join('\n'),
      });
    } catch (error) {
      this.logger.error({ err: error, teamId: workspace.id, feedbackId: id }, 'feedback mail not sent');
    }
  }

  /** The newest 100: a manager's are everyone's, another member's their own. */
  async list(scope: WorkspaceScope): Promise<Feedback[]> {
    const own = scope.role === Role.MANAGER ? null : scope.accountId;
    const rows = await this.rows.list(scope.em, scope.workspace.schemaName, own, FEEDBACK_LIMITS.listed);
    return rows.map(toFeedback);
  }
}
