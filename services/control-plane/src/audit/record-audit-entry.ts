import { randomUUID } from 'node:crypto';
import { MAX_LENGTH } from '@fieldnote/core';
import { qualified } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditEntryInput } from './audit-entry';

const SYSTEM_ACTOR = 'System';
const MAX_LABEL = 400;

/**
 * Writes one audit entry into the workspace's log inside the caller's transaction (`em` must be the
 * transactional fork), so the entry exists exactly when the change it records commits. Every
 * mutation that changes access calls this; it is the only writer of the table.
 */
export async function recordAuditEntry(
  em: EntityManager,
  schemaName: string,
  entry: AuditEntryInput,
): Promise<void> {
  const trx = em.getTransactionContext();
  if (!trx) throw new Error('recordAuditEntry must run inside the transaction of the change');
  await em.getConnection().execute(
    `insert into ${qualified(schemaName, 'audit_entries')}
       (id, actor_id, actor_name, action, object_type, object_id, object_label, old_value, new_value)
     values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)`,
    [
      randomUUID(),
      entry.actor?.id ?? null,
      (entry.actor?.name ?? SYSTEM_ACTOR).slice(0, MAX_LENGTH.teamUserName),
      entry.action,
      entry.objectType,
      entry.objectId,
      entry.objectLabel.slice(0, MAX_LABEL),
      entry.oldValue ? JSON.stringify(entry.oldValue) : null,
      entry.newValue ? JSON.stringify(entry.newValue) : null,
    ],
    'run',
    trx,
  );
}
