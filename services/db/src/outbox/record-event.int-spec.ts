import { randomUUID } from 'node:crypto';
import { EventPayloadError, NOTE_EVENTS, type EventPayloadInput } from '@fieldnote/core';
import { type TestDatabases, openTestDatabases } from '../testing/test-platform';
import { recordEvent, recordEvents } from './record-event';

describe(recordEvent.name, () => {
  let db: TestDatabases;
  const workspaceId = randomUUID();
  const rows = () =>
    db.databases
      .control()
      .em.getConnection()
      .execute<{ subject: string; payload: unknown }[]>(
        'select subject, payload from regional.outbox_events where workspace_id = ? order by occurred_at',
        [workspaceId],
      );

  beforeAll(async () => {
    db = await openTestDatabases(2);
  });
  afterAll(() => db.close());

  it('should write the event in the caller transaction when its payload matches the catalogue', async () => {
    const payload = { noteId: randomUUID(), projectId: randomUUID() };

    await db.databases
      .control()
      .em.fork()
      .transactional((em) => recordEvent(em, NOTE_EVENTS.created, workspaceId, payload));

    expect(await rows()).toEqual([{ subject: 'note.created', payload }]);
  });

  it('should refuse the event naming its subject and field, and write nothing, when the payload fails its schema', async () => {
    const before = await rows();
    // What an untyped caller (JavaScript, a cast) could still pass: a field of the wrong type.
    const payload = { noteId: 'not-an-id', projectId: randomUUID() } as EventPayloadInput<
      typeof NOTE_EVENTS.created
    >;

    const sut = db.databases
      .control()
      .em.fork()
      .transactional((em) => recordEvent(em, NOTE_EVENTS.created, workspaceId, payload));

    await expect(sut).rejects.toThrow(EventPayloadError);
    await expect(sut).rejects.toThrow('Event "note.created" refused');
    await expect(sut).rejects.toThrow('"noteId": Invalid GUID');
    expect(await rows()).toEqual(before);
  });

  it('should write many events in one statement, and none when one payload fails', async () => {
    const other = randomUUID();
    const many = () =>
      db.databases
        .control()
        .em.getConnection()
        .execute<{ subject: string; payload: { noteId: string } }[]>(
          "select subject, payload from regional.outbox_events where workspace_id = ? order by payload ->> 'noteId'",
          [other],
        );
    const payloads = Array.from({ length: 3 }, () => ({ noteId: randomUUID(), projectId: randomUUID() }));
    await db.databases
      .control()
      .em.fork()
      .transactional((em) => recordEvents(em, NOTE_EVENTS.created, other, payloads));
    expect(await many()).toEqual(
      payloads
        .map((payload) => ({ subject: 'note.created', payload }))
        .sort((a, b) => a.payload.noteId.localeCompare(b.payload.noteId)),
    );

    const bad = [
      { noteId: randomUUID(), projectId: randomUUID() },
      { noteId: 'not-an-id', projectId: randomUUID() },
    ] as EventPayloadInput<typeof NOTE_EVENTS.created>[];
    const sut = db.databases
      .control()
      .em.fork()
      .transactional((em) => recordEvents(em, NOTE_EVENTS.created, other, bad));
    await expect(sut).rejects.toThrow(EventPayloadError);
    expect(await many()).toHaveLength(3);
  });
});
