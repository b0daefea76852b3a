import {
  BILLING_NOTICE_KINDS,
  type BillingNoticeKind,
  type Config,
  type MailMessage,
  NotificationKind,
  workspaceUrl,
} from '@fieldnote/core';
import type { NotifiedWorkspace } from './workspace-schema';

/** A notification as the mails need it, read with its recipient, actor and target. */
export interface MailableNotification {
  id: string;
  kind:
    | 'MENTION'
    | 'REPLY'
    | 'INSIGHT_PUBLISHED'
    | 'ACCESS_REQUESTED'
    | 'ACCESS_REQUEST_APPROVED'
    | 'ACCESS_REQUEST_DENIED'
    | 'DATA_RETENTION_WARNING'
    | BillingNoticeKind;
  recipientEmail: string;
  actorName: string | null;
  title: string;
  excerpt: string;
  /** The role an access request asks for or gives (VIEWER or CONTRIBUTOR), else null. */
  role: string | null;
  /** Path in the workspace app that opens it. */
  path: string;
  /** Where to pay (a billing notice's invoice), else null. */
  payUrl: string | null;
}

/** A billing notice's sentence says what, how much and when (spec 001 §3 notification payloads). */
const billingSentence = (n: MailableNotification) => n.excerpt.replace(/\.$/, '');

const WHAT: Record<MailableNotification['kind'], (n: MailableNotification) => string> = {
  MENTION: (n) => `${n.actorName ?? 'Someone'} mentioned you on “${n.title}”`,
  REPLY: (n) => `${n.actorName ?? 'Someone'} replied to your comment on “${n.title}”`,
  INSIGHT_PUBLISHED: (n) => `${n.actorName ?? 'Someone'} published the insight “${n.title}”`,
  ACCESS_REQUESTED: (n) =>
    `${n.actorName ?? 'Someone'} asked for ${roleWord(n.role)} access to the project “${n.title}”`,
  ACCESS_REQUEST_APPROVED: (n) =>
    `${n.actorName ?? 'Someone'} gave you ${roleWord(n.role)} access to the project “${n.title}”`,
  ACCESS_REQUEST_DENIED: (n) => `${n.actorName ?? 'Someone'} declined your request for access to a project`,
  // The sentence says what, how much and when: "On 9 December 2026, 14 recordings … will be deleted …".
  DATA_RETENTION_WARNING: (n) => n.excerpt.replace(/\.$/, ''),
  ...(Object.fromEntries(BILLING_NOTICE_KINDS.map((k) => [k, billingSentence])) as Record<
    BillingNoticeKind,
    (n: MailableNotification) => string
  >),
};

/** Kinds whose excerpt (a comment's text, a request's message) is worth quoting in the mail. */
const QUOTED = new Set<MailableNotification['kind']>(['MENTION', 'REPLY', 'ACCESS_REQUESTED']);

function roleWord(role: string | null): string {
  return role === 'VIEWER' ? 'viewer' : 'contributor';
}

/** The mail sent at once for one notification. */
export function notificationMail(
  config: Config,
  workspace: NotifiedWorkspace,
  n: MailableNotification,
): MailMessage {
  const subject = `${WHAT[n.kind](n)} — ${workspace.name}`;
  const lines = [WHAT[n.kind](n) + '.', ''];
  if (QUOTED.has(n.kind) && n.excerpt) lines.push(`“${n.excerpt}”`, '');
  if (n.payUrl) lines.push(`Pay the invoice: ${n.payUrl}`, '');
  lines.push(`Open it: ${workspaceUrl(config, workspace.subdomain, pathOnly(n.path))}${hashOf(n.path)}`, '');
  lines.push(`Choose which e-mails you get: ${settingsLink(config, workspace)}`);
  return { to: n.recipientEmail, subject, text: lines.join('\n'), kind: mailKind(n.kind) };
}

/** The digest of a period's notifications that went out by no other mail. */
export function digestMail(
  config: Config,
  workspace: NotifiedWorkspace,
  to: string,
  items: MailableNotification[],
): MailMessage {
  const lines = [`What happened in ${workspace.name} that you have not seen yet:`, ''];
  for (const n of items) {
    lines.push(`- ${WHAT[n.kind](n)}`);
    if (QUOTED.has(n.kind) && n.excerpt) lines.push(`  “${n.excerpt}”`);
    lines.push(`  ${workspaceUrl(config, workspace.subdomain, pathOnly(n.path))}${hashOf(n.path)}`);
  }
  lines.push('', `Choose how often this digest comes: ${settingsLink(config, workspace)}`);
  return {
    to,
    subject: `${items.length} new ${items.length === 1 ? 'notification' : 'notifications'} in ${workspace.name}`,
    text: lines.join('\n'),
    kind: NotificationKind.DIGEST,
  };
}

function mailKind(kind: MailableNotification['kind']): NotificationKind {
  return NotificationKind[kind];
}

function settingsLink(config: Config, workspace: NotifiedWorkspace): string {
  return workspaceUrl(config, workspace.subdomain, '/settings/user/notifications');
}

function pathOnly(path: string): string {
  return path.split('#')[0]!;
}

function hashOf(path: string): string {
  const at = path.indexOf('#');
  return at >= 0 ? path.slice(at) : '';
}
