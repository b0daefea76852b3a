import type { SubscribeOptions } from './bus';
import { isValidSubjectFilter } from './subject-matcher';

/** Default deliveries before an event is given up, per the Bus contract. */
export const DEFAULT_MAX_DELIVERIES = 5;
/** Default redelivery delay, per the Bus contract. */
export const DEFAULT_RETRY_DELAY_MS = 1000;

const DURABLE_NAME = /^[A-Za-z0-9_-]+$/;

/** Fills in defaults and rejects options JetStream would reject, so both buses accept exactly the same input. */
export function resolveSubscribeOptions(options: SubscribeOptions): Required<SubscribeOptions> {
  const resolved = {
    durable: options.durable,
    subject: options.subject,
    maxDeliveries: options.maxDeliveries ?? DEFAULT_MAX_DELIVERIES,
    retryDelayMs: options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
  };
  if (!DURABLE_NAME.test(resolved.durable)) {
    throw new Error(`Invalid durable name "${resolved.durable}": use letters, digits, "-" and "_" only.`);
  }
  if (!isValidSubjectFilter(resolved.subject)) {
    throw new Error(`Invalid subject filter "${resolved.subject}".`);
  }
  if (!Number.isInteger(resolved.maxDeliveries) || resolved.maxDeliveries < 1) {
    throw new Error(`maxDeliveries must be a positive integer, got ${resolved.maxDeliveries}.`);
  }
  if (!Number.isFinite(resolved.retryDelayMs) || resolved.retryDelayMs < 0) {
    throw new Error(`retryDelayMs must be zero or more, got ${resolved.retryDelayMs}.`);
  }
  return resolved;
}
