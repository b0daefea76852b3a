import { randomUUID } from 'node:crypto';
import {
  OUTBOX_NOTIFY_SQL,
  type EventDefinition,
  type EventPayloadInput,
  checkEventPayload,
  outboxInsertManySql,
  outboxInsertSql,
  toOutboxParams,
} from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REGIONAL_SCHEMA } from '../connection/schema-name';

/**
 * Records a catalogued event in the region's outbox inside the caller's transaction (`em` must be
 * the transactional fork), so the event exists exactly when the change commits. The payload must
 * match the event's schema: the type says so, and a payload that does not (a missing, mistyped or
 * undeclared field) throws EventPayloadError here, failing the transaction rather than reaching a
 * consumer. Here, not in the control plane or the API, so both write events the same way without
 * importing each other. `id` is for a caller that derives it (to stay idempotent on redelivery).
 */
export async function recordEvent<E extends EventDefinition>(
  em: EntityManager,
  event: E,
  workspaceId: string | null,
  payload: NoInfer<EventPayloadInput<E>>,
  options: { id?: string } = {},
): Promise<void> {
  const checked = checkEventPayload(event, payload);
  const connection = em.getConnection();
  const trx = em.getTransactionContext();
  if (!trx) throw new Error('recordEvent must run inside a transaction');
  await connection.execute(
    outboxInsertSql(REGIONAL_SCHEMA, '?'),
    toOutboxParams({ id: options.id ?? randomUUID(), subject: event.subject, workspaceId, payload: checked }),
    'run',
    trx,
  );
  await connection.execute(OUTBOX_NOTIFY_SQL, [], 'run', trx);
}

/**
 * Records a catalogued event of the whole deployment, of no workspace (the operator's edit of the plan
 * catalogue), in the control database's outbox inside the caller's control transaction: the control
 * database always has one (migrateBaseSchemas), and the relays drain it (Databases.outboxDatabases).
 */
export function recordDeploymentEvent<E extends EventDefinition>(
  controlEm: EntityManager,
  event: E,
  payload: NoInfer<EventPayloadInput<E>>,
): Promise<void> {
  return recordEvent(controlEm, event, null, payload);
}

/**
 * Records one catalogued event per payload, as recordEvent does each (same transaction rule, same
 * checks), in one statement and with one NOTIFY: for changes of many rows at once (a batch of an
 * import), whose events would otherwise cost two round trips each.
 */
export async function recordEvents<E extends EventDefinition>(
  em: EntityManager,
  event: E,
  workspaceId: string,
  payloads: readonly NoInfer<EventPayloadInput<E>>[],
): Promise<void> {
  if (payloads.length === 0) return;
  const rows = payloads.map((payload) =>
    toOutboxParams({
      id: randomUUID(),
      subject: event.subject,
      workspaceId,
      payload: checkEventPayload(event, payload),
    }),
  );
  const connection = em.getConnection();
  const trx = em.getTransactionContext();
  if (!trx) throw new Error('recordEvents must run inside a transaction');
  await connection.execute(outboxInsertManySql(REGIONAL_SCHEMA, '?'), [JSON.stringify(rows)], 'run', trx);
  await connection.execute(OUTBOX_NOTIFY_SQL, [], 'run', trx);
}
