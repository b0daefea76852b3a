import { Injectable } from '@nestjs/common';
import {
  AuditAction,
  AuditObjectType,
  BILLING_EVENTS,
  type BillingNoticeKind,
  type BillingNoticePayload,
  NOTIFICATION_EVENTS,
  billingNoticePayloadSchema,
  billingNoticeText,
} from '@fieldnote/core';
import { recordEvent } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAuditEntry } from '../../audit/record-audit-entry';
import type { WorkspaceRef } from '../../workspaces/workspace-ref';
import { BillingNoticesRepository } from './billing-notices.repository';
import { noticeId } from './notice-id';

/** One notice to send: its kind, the key that makes it once (a Stripe event id, a trial e-mail), its fields. */
export interface BillingNotice {
  kind: BillingNoticeKind;
  key: string;
  payload: Partial<BillingNoticePayload>;
  /** A sentence added after the kind's own (e.g. what an ended trial leaves). */
  more?: string;
}

/**
 * Sends billing notices to a workspace's managers, in the caller's workspace transaction: an inbox
 * row each (payload of spec 001 §3), the `notification.created` event the worker mails at once,
 * `billing.notice_sent` and an audit entry. Keyed: the same notice sent again writes nothing.
 */
@Injectable()
export class BillingNotices {
  constructor(private readonly repository: BillingNoticesRepository) {}

  /** How many managers it reached for the first time. */
  async send(em: EntityManager, workspace: WorkspaceRef, notice: BillingNotice): Promise<number> {
    const payload = billingNoticePayloadSchema.parse(notice.payload);
    const excerpt = [billingNoticeText(notice.kind, payload), notice.more].filter(Boolean).join(' ');
    let reached = 0;
    for (const recipientId of await this.repository.managerIds(em, workspace.schemaName)) {
      const id = noticeId(`${notice.key}:${notice.kind}:${recipientId}`);
      const written = await this.repository.insert(em, workspace.schemaName, {
        id,
        recipientId,
        kind: notice.kind,
        excerpt,
        payload,
      });
      if (!written) continue;
      reached++;
      await recordEvent(
        em,
        NOTIFICATION_EVENTS.created,
        workspace.id,
        { notificationId: id, recipientId, kind: notice.kind },
        { id: noticeId(`${id}:created`) },
      );
    }
    if (reached === 0) return 0;
    await recordEvent(em, BILLING_EVENTS.noticeSent, workspace.id, {
      teamId: workspace.id,
      kind: notice.kind,
      source: notice.key,
      recipients: reached,
    });
    await recordAuditEntry(em, workspace.schemaName, {
      actor: null,
      action: AuditAction.BILLING_NOTICE_SENT,
      objectType: AuditObjectType.SUBSCRIPTION,
      objectId: workspace.id,
      objectLabel: excerpt,
      newValue: { kind: notice.kind, recipients: reached, ...payload },
    });
    return reached;
  }
}
