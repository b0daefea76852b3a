import type { BillingNoticeKind, BillingNoticePayload } from './billing-notice';

// Built once: an Intl formatter costs far more to build than to use (every Stripe notice says a date or an amount).
const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const amountFormats = new Map<string, Intl.NumberFormat>();

const day = (iso: string | null): string => (iso ? DAY_FORMAT.format(new Date(iso)) : 'soon');

/** An amount in its currency's smallest unit, as a person reads it (USD 2000 -> "$20.00"). */
export function formatAmount(amount: number | null, currency: string | null): string {
  if (amount === null) return 'the amount due';
  const code = (currency ?? 'usd').toUpperCase();
  try {
    let format = amountFormats.get(code);
    if (!format) {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
      // Currencies are a few hundred ISO codes; anything else throws above and is not kept.
      if (amountFormats.size < 500) amountFormats.set(code, format);
    }
    return format.format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${code}`;
  }
}

function cardOf(p: BillingNoticePayload): string {
  if (p.card) return p.card;
  if (p.cardBrand && p.cardLast4) return `${p.cardBrand} ending ${p.cardLast4}`;
  return 'the card on file';
}

/**
 * The one sentence a billing notice says, in the inbox and as its e-mail's subject line: what
 * happened, how much, when, with which card.
 */
export function billingNoticeText(kind: BillingNoticeKind, p: BillingNoticePayload): string {
  switch (kind) {
    case 'TRIAL_END':
      return `Your trial ended on ${day(p.trialEndsAt)}; the subscription continues on the plan you chose.`;
    case 'INVOICE_DUE': {
      const overdue = p.daysOverdue
        ? `, ${p.daysOverdue} ${p.daysOverdue === 1 ? 'day' : 'days'} overdue`
        : '';
      return `Invoice ${p.invoiceNumber ?? ''} of ${formatAmount(p.amountDue, p.currency)} is due on ${day(p.dueDate)}${overdue}.`.replace(
        'Invoice  of',
        'An invoice of',
      );
    }
    case 'PAYMENT_FAILED':
      return `A payment of ${formatAmount(p.amountDue, p.currency)} failed on ${cardOf(p)}${p.paymentErrorCode ? ` (${p.paymentErrorCode})` : ''}. Pay now to keep the subscription.`;
    case 'RENEWAL':
      return `Your subscription renews on ${day(p.renewalDate)}: ${formatAmount(p.amountDue, p.currency)} will be charged to ${cardOf(p)}.`;
    case 'TRIAL_STARTED':
      return `Your trial has started: every feature of the plan until ${day(p.trialEndsAt)}.`;
    case 'TRIAL_REMINDER':
      return `Your trial ends on ${day(p.trialEndsAt)}. Choose a plan to keep every feature.`;
    case 'TRIAL_EXPIRED':
      return `Your trial ended on ${day(p.trialEndsAt)}. Choose a plan to add more again.`;
    case 'TRIAL_REQUESTED':
      return 'A member of your workspace asked for a free trial.';
  }
}
