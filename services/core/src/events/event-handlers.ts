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
 * A bus handler for a consumer of many subjects (`>`): each catalogued event reaches `handler` with
 * its payload parsed, typed by subject (`switch (event.subject)` narrows it); subjects the catalogue
 * does not know are acked unread. A payload that fails its schema is logged as an error and acked,
 * not retried: no retry can mend it, and the log line (subject, event id, the bad fields) is where it
 * is found.
 */
export function handleAnyCataloguedEvent(
  logger: BusLogger,
  handler: (event: CataloguedBusEvent) => Promise<HandlerResult | void>,
): BusHandler {
  return async (raw) => {
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
    return event ? handler(event) : 'ack';
  };
}

/**
 * A bus handler that gives each event with a handler its parsed payload; other events are acked
 * without being parsed. A bad payload is logged and acked, as by handleAnyCataloguedEvent.
 */
export function handleCataloguedEvents(logger: BusLogger, handlers: CataloguedHandlers): BusHandler {
  const byName = handlers as Record<
    string,
    ((event: CataloguedBusEvent) => Promise<HandlerResult | void>) | undefined
  >;
  const parsed = handleAnyCataloguedEvent(logger, async (event) => byName[event.subject]?.(event));
  return async (raw) => (byName[raw.subject] ? parsed(raw) : 'ack');
}
