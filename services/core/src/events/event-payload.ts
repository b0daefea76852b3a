import type { z } from 'zod';
import type { BusEvent } from '../bus/bus';
import { type CataloguedBusEvent, catalogueEntry } from './catalogue';
import type { EventDefinition, EventPayload } from './define-event';

/** A payload that does not match its event's schema; the message names the subject and each bad field. */
export class EventPayloadError extends Error {
  constructor(
    readonly subject: string,
    readonly fields: string[],
    problems: string,
  ) {
    super(`Event "${subject}" refused: its payload does not match the event catalogue (${problems}).`);
    this.name = 'EventPayloadError';
  }
}

function toError(subject: string, error: z.ZodError): EventPayloadError {
  const fields: string[] = [];
  const problems = error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      fields.push(...issue.keys);
      return `${issue.keys.map((key) => `"${key}"`).join(', ')}: not a field of this event`;
    }
    const field = issue.path.map(String).join('.') || '(payload)';
    fields.push(field);
    return `"${field}": ${issue.message}`;
  });
  return new EventPayloadError(subject, fields, problems.join('; '));
}

/**
 * What a producer may record: the payload checked against the event's strict schema (every field
 * declared, of its type). Throws EventPayloadError otherwise, so the write fails with its transaction.
 */
export function checkEventPayload<E extends EventDefinition>(
  event: E,
  payload: unknown,
): z.output<E['payload']> {
  const result = event.payload.safeParse(payload);
  if (!result.success) throw toError(event.subject, result.error);
  return result.data as z.output<E['payload']>;
}

/** The payload of a received event of `definition`, parsed; throws EventPayloadError when it does not match. */
export function readEventPayload<E extends EventDefinition>(definition: E, event: BusEvent): EventPayload<E> {
  const result = definition.readPayload.safeParse(event.payload);
  if (!result.success) throw toError(definition.subject, result.error);
  return result.data as EventPayload<E>;
}

/**
 * A received event with its payload parsed by the catalogue, typed by subject; null when the subject
 * is not catalogued. Throws EventPayloadError when the payload does not match its schema.
 */
export function readCataloguedEvent(event: BusEvent): CataloguedBusEvent | null {
  const definition = catalogueEntry(event.subject);
  if (!definition) return null;
  return { ...event, payload: readEventPayload(definition, event) } as CataloguedBusEvent;
}
