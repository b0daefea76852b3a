import { BILLING_NOTICE_KINDS } from './billing/billing-notice';
/**
 * Comments, mentions and notifications (issue 10). Spec 000 gives the notification options and the
 * follow frequencies (§2/§9); it gives no comment length, so the limits here are product rules.
 */

/** What a comment can be on (spec 000 §2 view object types HIGHLIGHT, INSIGHT, NOTE). */
export const COMMENT_TARGET_TYPES = ['NOTE', 'HIGHLIGHT', 'INSIGHT'] as const;
export type CommentTargetTypeValue = (typeof COMMENT_TARGET_TYPES)[number];

/** Product rule: a comment's text, in characters (a long note-sized remark, not a document). */
export const MAX_COMMENT_LENGTH = 10000;

/** Product rule: members one comment can mention. */
export const MAX_MENTIONS_PER_COMMENT = 50;

/** Product rule: comments one target (note, highlight or insight) can hold, replies included. */
export const MAX_COMMENTS_PER_TARGET = 1000;

/** Spec 000 §2: follow frequency MONTHLY, WEEKLY, DAILY — how often a digest e-mail goes out. */
export const FOLLOW_FREQUENCIES = ['MONTHLY', 'WEEKLY', 'DAILY'] as const;
export type FollowFrequencyValue = (typeof FOLLOW_FREQUENCIES)[number];

/** Days of one digest period. A month counts 30 days: a digest never waits longer than that. */
export const FOLLOW_FREQUENCY_DAYS: Readonly<Record<FollowFrequencyValue, number>> = {
  DAILY: 1,
  WEEKLY: 7,
  MONTHLY: 30,
};

/**
 * Kinds of in-app notification a member receives. The access request kinds carry the role asked
 * for or given and the request's id (spec 001 notification payload "access request (role,
 * accessRequestId)"): ACCESS_REQUESTED reaches those who decide, the other two the requester.
 */
export const IN_APP_NOTIFICATION_KINDS = [
  'MENTION',
  'REPLY',
  'INSIGHT_PUBLISHED',
  'ACCESS_REQUESTED',
  'ACCESS_REQUEST_APPROVED',
  'ACCESS_REQUEST_DENIED',
  // Managers, 7 days before the retention policy deletes anything (spec 001 notification kinds).
  'DATA_RETENTION_WARNING',
  // Managers, from Stripe's events (spec 001 §3 notification payloads: trial end, invoice due,
  // payment failed, renewal) and the trial job (trial e-mail types Started, Reminder, Expired).
  ...BILLING_NOTICE_KINDS,
] as const;
export type InAppNotificationKindValue = (typeof IN_APP_NOTIFICATION_KINDS)[number];

/**
 * A mention in a comment's text is `@[Shown name](member uuid)`: the name stays readable in mails
 * and plain text, the id survives a rename. Returns the distinct ids, in order of appearance.
 */
export function mentionedIds(body: string): string[] {
  const ids = new Set<string>();
  for (const match of body.matchAll(MENTION_PATTERN)) ids.add(match[2]!.toLowerCase());
  return [...ids];
}

/** The text of a comment with each mention shown as `@Name`, for mails and excerpts. */
export function commentPlainText(body: string): string {
  return body.replace(MENTION_PATTERN, (_all, name: string) => `@${name}`);
}

const MENTION_PATTERN =
  /@\[([^\]\n]{1,100})\]\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)/gi;
