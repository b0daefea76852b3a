import { busEventSchema } from '../bus/bus';
import { isValidSubject } from '../bus/subject-matcher';
import { outboxTable } from './outbox-table';

/** The channel the relay LISTENs on: NOTIFY it in the writing transaction so the event goes out now, not at the next poll. */
export const OUTBOX_CHANNEL = 'outbox_events';

/** `NOTIFY outbox_events`; Postgres delivers it only if the transaction commits, exactly like the row itself. */
export const OUTBOX_NOTIFY_SQL = `notify ${OUTBOX_CHANNEL}`;

/** What a caller records; `occurredAt` defaults to the transaction's now(). */
export interface OutboxEventInput {
  id: string;
  subject: string;
  workspaceId: string | null;
  payload: Record<string, unknown>;
  occurredAt?: Date;
}

/** Parameters in the order of outboxInsertSql's placeholders. */
export type OutboxParams = [
  id: string,
  workspaceId: string | null,
  subject: string,
  payload: string,
  occurredAt: string | null,
];

/** `$n` for node-postgres, `?` for knex / MikroORM `em.execute()`. */
export type PlaceholderStyle = '$n' | '?';

/**
 * The insert that records an event in the outbox. Callers must run it in the same transaction as
 * the change it describes (and then OUTBOX_NOTIFY_SQL), so the event exists if and only if the
 * change committed; the relay publishes it afterwards.
 */
export function outboxInsertSql(schema: string, placeholders: PlaceholderStyle = '$n'): string {
  const p = (n: number): string => (placeholders === '?' ? '?' : `$${n}`);
  return (
    `insert into ${outboxTable(schema)} (id, workspace_id, subject, payload, occurred_at) ` +
    `values (${p(1)}::uuid, ${p(2)}::uuid, ${p(3)}, ${p(4)}::jsonb, coalesce(${p(5)}::timestamptz, now()))`
  );
}

/**
 * The insert that records many events in one statement, in the order given: its one parameter is a
 * JSON array of toOutboxParams rows. For a change of many rows at once (an import of 500 notes), so
 * its events cost one round trip, not one each. The same transaction rule as outboxInsertSql.
 */
export function outboxInsertManySql(schema: string, placeholders: PlaceholderStyle = '$n'): string {
  const p = placeholders === '?' ? '?' : '$1';
  return (
    `insert into ${outboxTable(schema)} (id, workspace_id, subject, payload, occurred_at) ` +
    `select (e ->> 0)::uuid, (e ->> 1)::uuid, e ->> 2, (e ->> 3)::jsonb, coalesce((e ->> 4)::timestamptz, now()) ` +
    `from jsonb_array_elements(${p}::jsonb) with ordinality as t(e, n) order by n`
  );
}

const outboxEventInputSchema = busEventSchema.omit({ occurredAt: true });

/**
 * Validates the event and returns the insert's parameters. Rejecting here matters: a row the bus
 * would refuse blocks the relay (it keeps order), so a bad event must fail the writing transaction.
 */
export function toOutboxParams(event: OutboxEventInput): OutboxParams {
  const valid = outboxEventInputSchema.parse(event);
  if (!isValidSubject(valid.subject)) {
    throw new Error(`Invalid event subject "${valid.subject}": dot-separated tokens without wildcards.`);
  }
  if (event.occurredAt && Number.isNaN(event.occurredAt.getTime())) {
    throw new Error('occurredAt is not a valid date.');
  }
  return [
    valid.id,
    valid.workspaceId,
    valid.subject,
    JSON.stringify(valid.payload),
    event.occurredAt ? event.occurredAt.toISOString() : null,
  ];
}
