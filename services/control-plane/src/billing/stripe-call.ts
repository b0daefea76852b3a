import { AppError, ErrorCode } from '@fieldnote/core';
import Stripe from 'stripe';
import { billingErrors } from './billing.errors';

/** Stripe's refusals of our request are the caller's bad input; Stripe being unreachable is ours, said plainly. */
export async function callStripe<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof Stripe.errors.StripeInvalidRequestError)
      throw AppError.badInput(`Stripe refused the request: ${e.message}`);
    if (e instanceof Stripe.errors.StripeError)
      throw new AppError(
        ErrorCode.INTERNAL_SERVER_ERROR,
        'Stripe could not be reached. Please try again in a moment.',
      );
    throw e;
  }
}

/** The Stripe client, or the "billing is off" refusal. */
export function requireStripe(stripe: Stripe | null): Stripe {
  if (!stripe) throw billingErrors.billingOff();
  return stripe;
}
