import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AppError,
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  type FeedbackCategory,
  PRODUCT_FEEDBACK_EVENTS,
  Role,
  requireText,
} from '@fieldnote/core';
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
 * (who runs the workspace and passes it on) reads everyone's. At most 20 a member a day.
 */
@Injectable()
export class ProductFeedbackService {
  constructor(private readonly rows: ProductFeedbackRepository) {}

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
    const [sent] = (await this.rows.list(scope.em, schema, scope.accountId, 1)).map(toFeedback);
    return sent as Feedback;
  }

  /** The newest 100: a manager's are everyone's, another member's their own. */
  async list(scope: WorkspaceScope): Promise<Feedback[]> {
    const own = scope.role === Role.MANAGER ? null : scope.accountId;
    const rows = await this.rows.list(scope.em, scope.workspace.schemaName, own, FEEDBACK_LIMITS.listed);
    return rows.map(toFeedback);
  }
}
