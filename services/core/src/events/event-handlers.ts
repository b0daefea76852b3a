import type { BusHandler, HandlerResult } from '../bus/bus';
import type { BusLogger } from '../bus/bus-logger';
import type { CataloguedBusEvent, EventSubject } from './catalogue';
import { EventPayloadError, readCataloguedEvent } from './event-payload';

/** A handler of one catalogued subject: it receives the event with its parsed, typed payload. */
export type CataloguedHandler<S extends EventSubject> = (
  event: Extract<CataloguedBusEvent, { subject: S }>,
) => Promise<HandlerResult | void>;

/** Handlers by subject (`[NOTE_EVENTS.created.subject]: async (event) => ...`). */
export type CataloguedHandlers = { [S in EventSubject]?: CataloguedHandler<S> };

/**
 * A bus handler that gives each event with a handler its parsed payload; other events are acked
 * unread. A payload that fails its schema is logged as an error and acked, not retried: no retry can
 * mend it, and the log line (subject, event id, the bad fields) is where it is found.
 */
export function handleCataloguedEvents(logger: BusLogger, handlers: CataloguedHandlers): BusHandler {
  return async (raw) => {
    const handler = (handlers as Record<string, CataloguedHandler<EventSubject> | undefined>)[raw.subject];
    if (!handler) return 'ack';
    let event: CataloguedBusEvent | null;
    try {
      event = readCataloguedEvent(raw);
    } catch (err) {
      if (!(err instanceof EventPayloadError)) throw err;
      logger.error(
        { err, subject: raw.subject, eventId: raw.id, fields: err.fields },
        'Event payload does not match the catalogue; dropped',
      );
      return 'ack';
    }
    if (!event) return 'ack';
    return handler(event as Extract<CataloguedBusEvent, { subject: EventSubject }>);
  };
}
