import { busEventSchema, type BusEvent } from './bus';
import { isValidSubject } from './subject-matcher';

/**
 * Validates an event and returns the copy subscribers will see (a JSON round-trip, as on the wire),
 * so a bad event fails at the publisher instead of being dropped by every consumer.
 */
export function toPublishableEvent(event: BusEvent): BusEvent {
  const parsed = busEventSchema.parse(JSON.parse(JSON.stringify(event)));
  if (!isValidSubject(parsed.subject)) {
    throw new Error(`Invalid event subject "${parsed.subject}": dot-separated tokens without wildcards.`);
  }
  return parsed;
}
