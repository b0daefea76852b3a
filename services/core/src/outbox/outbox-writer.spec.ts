import { randomUUID } from 'node:crypto';
import { outboxInsertSql, toOutboxParams, type OutboxEventInput } from './outbox-writer';

const validEvent = (overrides: Partial<OutboxEventInput> = {}): OutboxEventInput => ({
  id: randomUUID(),
  subject: 'note.created',
  workspaceId: randomUUID(),
  payload: { title: 'Interview' },
  ...overrides,
});

describe(outboxInsertSql.name, () => {
  it('should use numbered placeholders and quote the schema when called for node-postgres', () => {
    const sut = outboxInsertSql('tenant "a"');

    expect(sut).toContain('insert into "tenant ""a""".outbox_events');
    expect(sut).toContain('$1::uuid, $2::uuid, $3, $4::jsonb, coalesce($5::timestamptz, now())');
  });

  it('should use question-mark placeholders when called for knex', () => {
    const sut = outboxInsertSql('app', '?');

    expect(sut).toContain('(?::uuid, ?::uuid, ?, ?::jsonb, coalesce(?::timestamptz, now()))');
    expect(sut).not.toContain('$');
  });
});

describe(toOutboxParams.name, () => {
  it('should order the values as the insert expects when the event is valid', () => {
    const event = validEvent({ occurredAt: new Date('2026-03-04T05:06:07.000Z') });

    const sut = toOutboxParams(event);

    expect(sut).toEqual([
      event.id,
      event.workspaceId,
      'note.created',
      '{"title":"Interview"}',
      '2026-03-04T05:06:07.000Z',
    ]);
  });

  it('should leave occurredAt to the database when none is given', () => {
    expect(toOutboxParams(validEvent())[4]).toBeNull();
  });

  it.each([
    ['the id is not a uuid', { id: 'nope' }],
    ['the subject has a wildcard', { subject: 'note.*' }],
    ['the subject is empty', { subject: '' }],
    ['the workspace id is not a uuid', { workspaceId: 'nope' }],
    ['the date is invalid', { occurredAt: new Date('nope') }],
  ])('should throw when %s', (_case, overrides: Partial<OutboxEventInput>) => {
    expect(() => toOutboxParams(validEvent(overrides))).toThrow();
  });
});
