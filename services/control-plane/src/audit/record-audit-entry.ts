import { randomUUID } from 'node:crypto';
import { MAX_LENGTH } from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditEntryInput } from './audit-entry';
import { insertAuditEntry } from './audit-log.repository';

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
  if (!em.getTransactionContext())
    throw new Error('recordAuditEntry must run inside the transaction of the change');
  await insertAuditEntry(em, schemaName, {
    id: randomUUID(),
    actorId: entry.actor?.id ?? null,
    actorName: (entry.actor?.name ?? SYSTEM_ACTOR).slice(0, MAX_LENGTH.teamUserName),
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    objectLabel: entry.objectLabel.slice(0, MAX_LABEL),
    oldValue: entry.oldValue ?? null,
    newValue: entry.newValue ?? null,
  });
}
