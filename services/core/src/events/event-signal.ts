import { randomUUID } from 'node:crypto';
import { type Bus, type Subscription, busEventSchema } from '../bus/bus';
import type { EventDefinition, EventPayload, EventPayloadInput } from './define-event';
import { checkEventPayload, readEventPayload } from './event-payload';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Sends a catalogued event to every process listening with onEventSignal, now, as a bus signal
 * (NATS core in the fleet, never stored; the in-process bus in one process): for telling the other
 * replicas something they must act on while it matters, such as sessions whose sockets must close.
 * The payload is checked against the catalogue first (EventPayloadError when it does not match).
 */
export function sendEventSignal<E extends EventDefinition>(
  bus: Bus,
  event: E,
  payload: EventPayloadInput<E>,
): void {
  const checked = checkEventPayload(event, payload);
  const envelope = {
    id: randomUUID(),
    subject: event.subject,
    workspaceId: null,
    occurredAt: new Date().toISOString(),
    payload: checked,
  };
  bus.signal(event.subject, encoder.encode(JSON.stringify(envelope)));
}

/**
 * Hears the signals of one catalogued event (its own process's too), its payload parsed by the
 * catalogue; a signal that is not such an event is passed to `onMalformed` and goes no further.
 */
export function onEventSignal<E extends EventDefinition>(
  bus: Bus,
  event: E,
  listener: (payload: EventPayload<E>) => void,
  onMalformed: (error: unknown) => void,
): Promise<Subscription> {
  return bus.onSignal(event.subject, (_subject, data) => {
    let payload: EventPayload<E>;
    try {
      payload = readEventPayload(event, busEventSchema.parse(JSON.parse(decoder.decode(data))));
    } catch (error) {
      onMalformed(error);
      return;
    }
    listener(payload);
  });
}
