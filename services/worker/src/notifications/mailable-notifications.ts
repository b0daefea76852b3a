import { BILLING_NOTICE_KINDS } from '@fieldnote/core';
import type { MailableNotification } from './notification-mail';

/** A row of mailableNotificationsSql (mailable-notifications.builder.ts). */
export interface MailableRow {
  id: string;
  kind: MailableNotification['kind'];
  recipient_email: string;
  actor_name: string | null;
  excerpt: string;
  insight_id: string | null;
  comment_id: string | null;
  comment_insight_id: string | null;
  note_id: string | null;
  project_id: string | null;
  access_request_id: string | null;
  role: string | null;
  title: string;
  pay_url: string | null;
}

/** The mail's view of a row; the path matches the app's deep links (hash `comment-{id}`). */
export function toMailable(row: MailableRow): MailableNotification {
  let path = '/home';
  if (row.comment_id)
    path = row.comment_insight_id
      ? `/insights/${row.comment_insight_id}#comment-${row.comment_id}`
      : `/data/${row.note_id}#comment-${row.comment_id}`;
  else if (row.insight_id) path = `/insights/${row.insight_id}`;
  else if (row.access_request_id && row.project_id)
    path =
      row.kind === 'ACCESS_REQUESTED'
        ? `/projects/${row.project_id}/settings/access#access-request-${row.access_request_id}`
        : `/projects/${row.project_id}`;
  else if (row.kind === 'DATA_RETENTION_WARNING') path = '/settings/data-retention';
  else if ((BILLING_NOTICE_KINDS as readonly string[]).includes(row.kind)) path = '/settings/billing';
  return {
    id: row.id,
    kind: row.kind,
    recipientEmail: row.recipient_email,
    actorName: row.actor_name,
    title: row.title,
    excerpt: row.excerpt,
    role: row.role,
    path,
    payUrl: row.pay_url,
  };
}
