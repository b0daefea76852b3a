import { randomUUID } from 'node:crypto';
import type { BusEvent } from '../bus/bus';
import { EventPayloadError, checkEventPayload, readCataloguedEvent } from './event-payload';
import { NOTE_EVENTS } from './notes.events';
import { TAG_EVENTS } from './tags.events';

const busEvent = (subject: string, payload: Record<string, unknown>): BusEvent => ({
  id: randomUUID(),
  subject,
  workspaceId: randomUUID(),
  occurredAt: new Date().toISOString(),
  payload,
});

describe(checkEventPayload.name, () => {
  it('should return the payload when it matches the event', () => {
    const payload = { noteId: randomUUID(), projectId: randomUUID() };

    expect(checkEventPayload(NOTE_EVENTS.created, payload)).toEqual(payload);
  });

  it('should refuse the payload naming the subject and the field when a field has the wrong type', () => {
    const sut = () => checkEventPayload(NOTE_EVENTS.created, { noteId: 42, projectId: randomUUID() });

    expect(sut).toThrow(EventPayloadError);
    expect(sut).toThrow(
      'Event "note.created" refused: its payload does not match the event catalogue ("noteId": Invalid input: expected string, received number).',
    );
  });

  it('should refuse the payload when a field is missing or not declared', () => {
    let error: unknown;
    try {
      checkEventPayload(TAG_EVENTS.created, { tagId: randomUUID(), projectId: null, colour: 'red' });
    } catch (caught) {
      error = caught;
    }

    expect(error).toBeInstanceOf(EventPayloadError);
    expect((error as EventPayloadError).fields.sort()).toEqual(['colour', 'title']);
    expect((error as Error).message).toContain('"colour": not a field of this event');
  });
});

describe(readCataloguedEvent.name, () => {
  it('should parse the payload and drop fields it does not know when the subject is catalogued', () => {
    const payload = { noteId: randomUUID(), projectId: randomUUID() };

    const sut = readCataloguedEvent(busEvent('note.created', { ...payload, addedLater: true }));

    expect(sut?.subject).toBe('note.created');
    expect(sut?.payload).toEqual(payload);
  });

  it('should return null when the subject is not in the catalogue', () => {
    expect(readCataloguedEvent(busEvent('note.exploded', {}))).toBeNull();
  });

  it('should throw an EventPayloadError when a catalogued event lacks a field', () => {
    expect(() => readCataloguedEvent(busEvent('note.created', { noteId: randomUUID() }))).toThrow(
      '"projectId"',
    );
  });
});
