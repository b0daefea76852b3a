import { Injectable } from '@nestjs/common';
import type { AuditAction, AuditObjectType } from '@fieldnote/core';
import { Databases, qualified } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import type { AuditEntry } from './audit-entry';
import type { AuditLogFilter } from './audit-log.service';

interface AuditRow {
  id: string;
  occurred_at: Date;
  actor_id: string | null;
  actor_name: string;
  action: AuditAction;
  object_type: AuditObjectType;
  object_id: string;
  object_label: string;
  old_value: Record<string, unknown> | null;
  new_value: Record<string, unknown> | null;
}

/** The SQL of a workspace's audit log, newest first, only ever inside that workspace's schema. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly databases: Databases) {}

  /** How many entries pass the filter, and a page of them. */
  async page(
    workspace: WorkspaceRef,
    filter: AuditLogFilter,
    offset: number,
    limit: number,
  ): Promise<{ totalCount: number; entries: AuditEntry[] }> {
    const { where, params } = whereClause(filter);
    const table = qualified(workspace.schemaName, 'audit_entries');
    const [count] = await this.sql(workspace).execute<{ total: string }[]>(
      `select count(*) as total from ${table} ${where}`,
      params,
    );
    const rows = await this.sql(workspace).execute<AuditRow[]>(
      `select * from ${table} ${where} order by occurred_at desc, id desc limit ? offset ?`,
      [...params, limit, offset],
    );
    return { totalCount: Number(count?.total ?? 0), entries: rows.map(toEntry) };
  }

  /** The newest `limit` entries the filter matches. */
  async newest(workspace: WorkspaceRef, filter: AuditLogFilter, limit: number): Promise<AuditEntry[]> {
    const { where, params } = whereClause(filter);
    const rows = await this.sql(workspace).execute<AuditRow[]>(
      `select * from ${qualified(workspace.schemaName, 'audit_entries')} ${where}
       order by occurred_at desc, id desc limit ?`,
      [...params, limit],
    );
    return rows.map(toEntry);
  }

  private sql(workspace: WorkspaceRef) {
    return this.databases.region(workspace.region).em.getConnection();
  }
}

/** An audit entry as written (the database stamps when), its texts already cut to their columns. */
export type AuditEntryRow = Omit<AuditEntry, 'occurredAt'>;

/**
 * Writes one audit entry into the workspace's log in `em`'s transaction. A function, not a method
 * of AuditLogRepository: every module's change writes its entry through recordAuditEntry, which
 * needs no Nest context, so the API's modules call it as the control plane's services do.
 */
export async function insertAuditEntry(
  em: EntityManager,
  schemaName: string,
  row: AuditEntryRow,
): Promise<void> {
  await em.getConnection().execute(
    `insert into ${qualified(schemaName, 'audit_entries')}
       (id, actor_id, actor_name, action, object_type, object_id, object_label, old_value, new_value)
     values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)`,
    [
      row.id,
      row.actorId,
      row.actorName,
      row.action,
      row.objectType,
      row.objectId,
      row.objectLabel,
      row.oldValue ? JSON.stringify(row.oldValue) : null,
      row.newValue ? JSON.stringify(row.newValue) : null,
    ],
    'run',
    em.getTransactionContext(),
  );
}

function whereClause(filter: AuditLogFilter): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    conditions.push(condition);
    params.push(value);
  };
  if (filter.actorId) add('actor_id = ?', filter.actorId);
  if (filter.actorIds) add('actor_id = any(?::uuid[])', `{${filter.actorIds.join(',')}}`);
  if (filter.action) add('action = ?', filter.action);
  if (filter.objectType) add('object_type = ?', filter.objectType);
  if (filter.from) add('occurred_at >= ?', filter.from);
  if (filter.to) add('occurred_at < ?', filter.to);
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    occurredAt: new Date(row.occurred_at),
    actorId: row.actor_id,
    actorName: row.actor_name,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    objectLabel: row.object_label,
    oldValue: row.old_value,
    newValue: row.new_value,
  };
}
