import { randomUUID } from 'node:crypto';
import { OUTBOX_NOTIFY_SQL, outboxInsertSql, toOutboxParams } from '@fieldnote/core';
import { REGIONAL_SCHEMA } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Records a domain event in the region's outbox inside the caller's transaction (`em` must be the
 * transactional fork), so the event exists exactly when the change commits.
 */
export async function recordEvent(
  em: EntityManager,
  subject: string,
  workspaceId: string,
  payload: Record<string, unknown>,
): Promise<void> {
  const connection = em.getConnection();
  const trx = em.getTransactionContext();
  if (!trx) throw new Error('recordEvent must run inside a transaction');
  await connection.execute(
    outboxInsertSql(REGIONAL_SCHEMA, '?'),
    toOutboxParams({ id: randomUUID(), subject, workspaceId, payload }),
    'run',
    trx,
  );
  await connection.execute(OUTBOX_NOTIFY_SQL, [], 'run', trx);
}
