import { AppError } from '@fieldnote/core';
import type { QuoteRequest } from '../billing';

/** The most items a quote may name (a subscription holds a plan and a handful of add-ons). */
export const MAX_QUOTE_ITEMS = 20;
/** The most seats (or units) one item may name. */
export const MAX_QUOTE_QUANTITY = 10_000;
const FIELDS = ['teamId', 'prorate', 'prorationDate', 'subscriptionItems', 'resetBillingCycle'];

function bad(message: string, field: string): AppError {
  return AppError.badInput(message, { field });
}

/**
 * The operator quote request of a POST body (spec 001 §3: teamId, prorate, prorationDate,
 * subscriptionItems (price, quantity), resetBillingCycle), or the readable refusal of what is wrong.
 */
export function quoteRequestOf(body: unknown): QuoteRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw bad(
      'The request body must be a JSON object with teamId, prorate, prorationDate, subscriptionItems and resetBillingCycle.',
      'body',
    );
  const b = body as Record<string, unknown>;
  const unknown = Object.keys(b).find((k) => !FIELDS.includes(k));
  if (unknown) throw bad(`"${unknown}" is not a field of a quote request.`, unknown);
  if (typeof b.teamId !== 'string') throw bad('teamId must be the workspace id (a UUID).', 'teamId');
  if (typeof b.prorate !== 'boolean') throw bad('prorate must be true or false.', 'prorate');
  const resetBillingCycle = b.resetBillingCycle ?? false;
  if (typeof resetBillingCycle !== 'boolean')
    throw bad('resetBillingCycle must be true or false.', 'resetBillingCycle');
  const prorationDate = b.prorationDate ?? null;
  if (
    prorationDate !== null &&
    !(
      typeof prorationDate === 'number' &&
      Number.isInteger(prorationDate) &&
      prorationDate > 0 &&
      prorationDate <= 4_102_444_800
    )
  )
    throw bad('prorationDate must be a time in Unix seconds, or null for now.', 'prorationDate');
  if (
    !Array.isArray(b.subscriptionItems) ||
    b.subscriptionItems.length < 1 ||
    b.subscriptionItems.length > MAX_QUOTE_ITEMS
  )
    throw bad(
      `subscriptionItems must list from 1 to ${MAX_QUOTE_ITEMS} items, each { price, quantity }.`,
      'subscriptionItems',
    );
  const seen = new Set<string>();
  const subscriptionItems = b.subscriptionItems.map((raw: unknown, i) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const field = `subscriptionItems[${i}]`;
    if (Object.keys(item).some((k) => k !== 'price' && k !== 'quantity'))
      throw bad(`${field} must be { price, quantity }.`, field);
    if (typeof item.price !== 'string' || !/^price_[A-Za-z0-9_]{1,200}$/.test(item.price))
      throw bad(`${field}.price must be a Stripe price id (price_…).`, `${field}.price`);
    if (seen.has(item.price))
      throw bad(`${field}.price is listed twice: name each price once.`, `${field}.price`);
    seen.add(item.price);
    const quantity = item.quantity ?? 1;
    if (!(
      typeof quantity === 'number' &&
      Number.isInteger(quantity) &&
      quantity >= 1 &&
      quantity <= MAX_QUOTE_QUANTITY
    ))
      throw bad(
        `${field}.quantity must be a whole number from 1 to ${MAX_QUOTE_QUANTITY}.`,
        `${field}.quantity`,
      );
    return { price: item.price, quantity };
  });
  return {
    teamId: b.teamId,
    prorate: b.prorate,
    prorationDate: prorationDate as number | null,
    subscriptionItems,
    resetBillingCycle,
  };
}
