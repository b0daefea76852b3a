import { z } from 'zod';

/** Spec 001 §5: a card's last4 is at most 4 characters. */
export const CARD_LAST4_MAX_LENGTH = 4;
/** Spec 001 §5: a card's brand is at most 125 characters. */
export const CARD_BRAND_MAX_LENGTH = 125;

/** Spec 001 §3 trial e-mail types. */
export enum TrialEmailType {
  Started = 'Started',
  Reminder = 'Reminder',
  Expired = 'Expired',
}

/** Spec 001 §3 trial extension sources. */
export enum TrialExtensionSource {
  Checklist = 'Checklist',
  InviteUsers = 'Invite users',
}

/** Days one extension source adds to a trial, once per source (the spec gives no number: ours). */
export const TRIAL_EXTENSION_DAYS = 7;
/** The Reminder e-mail goes this many days before a trial ends (ours; the spec names the type only). */
export const TRIAL_REMINDER_DAYS_BEFORE_END = 3;

/**
 * In-app notification kinds of billing, each also mailed at once to the workspace's managers:
 * spec 001 §3 notification payloads (trial end, invoice due, payment failed, renewal) and the
 * trial e-mail types (Started, Reminder, Expired), and a member's request for a trial (spec 001 §4
 * trial access state Requested).
 */
export const BILLING_NOTICE_KINDS = [
  'TRIAL_END',
  'INVOICE_DUE',
  'PAYMENT_FAILED',
  'RENEWAL',
  'TRIAL_STARTED',
  'TRIAL_REMINDER',
  'TRIAL_EXPIRED',
  'TRIAL_REQUESTED',
] as const;
export type BillingNoticeKind = (typeof BILLING_NOTICE_KINDS)[number];

/** The notice kind of each trial e-mail type. */
export const TRIAL_EMAIL_NOTICE: Record<TrialEmailType, BillingNoticeKind> = {
  [TrialEmailType.Started]: 'TRIAL_STARTED',
  [TrialEmailType.Reminder]: 'TRIAL_REMINDER',
  [TrialEmailType.Expired]: 'TRIAL_EXPIRED',
};

const money = z.number().int().nonnegative().nullable().describe('in the currency’s smallest unit');
const isoDate = z.string().datetime().nullable();

/**
 * A billing notice's payload (spec 001 §3 notification payloads), one shape for every kind, the
 * fields a kind does not have null: invoice due (dueDate, daysOverdue, amountDue, invoice name,
 * number and pay URL, country, automaticTaxEnabled); payment failed (card brand ≤ 125, last4 ≤ 4,
 * amountDue, currency, paymentErrorCode); renewal (renewalDate, card, amountDue); trial end and the
 * trial e-mails (when the trial ends).
 */
export const billingNoticePayloadSchema = z.object({
  trialEndsAt: isoDate.default(null),
  dueDate: isoDate.default(null),
  daysOverdue: z.number().int().nonnegative().nullable().default(null),
  amountDue: money.default(null),
  currency: z.string().max(3).nullable().default(null),
  invoiceName: z.string().nullable().default(null),
  invoiceNumber: z.string().nullable().default(null),
  payUrl: z.string().url().nullable().default(null),
  country: z.string().nullable().default(null),
  automaticTaxEnabled: z.boolean().nullable().default(null),
  cardBrand: z.string().max(CARD_BRAND_MAX_LENGTH).nullable().default(null),
  cardLast4: z.string().max(CARD_LAST4_MAX_LENGTH).nullable().default(null),
  paymentErrorCode: z.string().nullable().default(null),
  renewalDate: isoDate.default(null),
  card: z.string().nullable().default(null),
});
export type BillingNoticePayload = z.infer<typeof billingNoticePayloadSchema>;

/** A card as Stripe reports it, cut to spec 001 §5's limits (a brand beyond 125 is cut, a last4 not of 1-4 digits dropped). */
export function cardWithinLimits(
  brand: string | null | undefined,
  last4: string | null | undefined,
): { cardBrand: string | null; cardLast4: string | null } {
  return {
    cardBrand: brand ? brand.slice(0, CARD_BRAND_MAX_LENGTH) : null,
    cardLast4: last4 && /^\d{1,4}$/.test(last4) ? last4 : null,
  };
}
