import { randomUUID } from 'node:crypto';
import { EventPayloadError, NOTE_EVENTS, type EventPayloadInput } from '@fieldnote/core';
import { type TestDatabases, openTestDatabases } from '../testing/test-platform';
import { recordEvent } from './record-event';

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
});
