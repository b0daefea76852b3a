import type { Provider } from '@nestjs/common';
import type { Config } from '@fieldnote/core';
import { CONFIG } from '@fieldnote/db';
import Stripe from 'stripe';

/** The API version the pinned `stripe` client (13.11.0) and the Stripe double speak. */
export const STRIPE_API_VERSION = '2023-08-16';

/** Injection token of the Stripe client: null with billing off (no STRIPE_SECRET_KEY), so nothing can call Stripe. */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** The `stripe` client for the configured key, sent to STRIPE_API_URL when set (the tests' Stripe double). */
export function stripeClient(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const options: Stripe.StripeConfig = {
    apiVersion: STRIPE_API_VERSION,
    // One retry of a network error or 5xx; beyond it the webhook answers 5xx and Stripe retries later.
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: 'Fieldnote' },
  };
  if (config.STRIPE_API_URL) {
    const url = new URL(config.STRIPE_API_URL);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === 'https:' ? 443 : 80);
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
  }
  return new Stripe(config.STRIPE_SECRET_KEY, options);
}

export const stripeClientProvider: Provider = {
  provide: STRIPE_CLIENT,
  inject: [CONFIG],
  useFactory: stripeClient,
};
