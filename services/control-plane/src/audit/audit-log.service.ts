import { Injectable } from '@nestjs/common';
import {
  AUDIT_LOG_MAX_EXPORT_ROWS,
  AUDIT_LOG_MAX_PAGE_SIZE,
  AppError,
  type AuditAction,
  type AuditObjectType,
} from '@fieldnote/core';
import { Databases, qualified } from '@fieldnote/db';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import type { AuditEntry } from './audit-entry';

/** What the audit log page filters by; every part optional. `to` is exclusive. */
export interface AuditLogFilter {
  actorId?: string | null;
  action?: AuditAction | null;
  objectType?: AuditObjectType | null;
  from?: Date | null;
  to?: Date | null;
}

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

/** Reads a workspace's audit log, newest first, only ever inside that workspace's schema. */
@Injectable()
export class AuditLogService {
  constructor(private readonly databases: Databases) {}

  async page(
    workspace: WorkspaceRef,
    filter: AuditLogFilter,
    offset: number,
    limit: number,
  ): Promise<{ totalCount: number; entries: AuditEntry[] }> {
    if (!Number.isInteger(offset) || offset < 0) {
      throw AppError.badInput('offset must be a whole number of at least 0.', { field: 'offset' });
    }
    if (!Number.isInteger(limit) || limit < 1 || limit > AUDIT_LOG_MAX_PAGE_SIZE) {
      throw AppError.badInput(`limit must be between 1 and ${AUDIT_LOG_MAX_PAGE_SIZE}.`, { field: 'limit' });
    }
    const { where, params } = whereClause(filter);
    const table = `${qualified(workspace.schemaName, 'audit_entries')}`;
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

  /** Every entry the filter matches for a CSV export; BAD_USER_INPUT beyond the export limit. */
  async all(workspace: WorkspaceRef, filter: AuditLogFilter): Promise<AuditEntry[]> {
    const { where, params } = whereClause(filter);
    const rows = await this.sql(workspace).execute<AuditRow[]>(
      `select * from ${qualified(workspace.schemaName, 'audit_entries')} ${where}
       order by occurred_at desc, id desc limit ?`,
      [...params, AUDIT_LOG_MAX_EXPORT_ROWS + 1],
    );
    if (rows.length > AUDIT_LOG_MAX_EXPORT_ROWS) {
      throw AppError.badInput(
        `An export holds at most ${AUDIT_LOG_MAX_EXPORT_ROWS.toLocaleString('en')} entries. Narrow the date range or filters.`,
        { field: 'filter' },
      );
    }
    return rows.map(toEntry);
  }

  private sql(workspace: WorkspaceRef) {
    return this.databases.region(workspace.region).em.getConnection();
  }
}

function whereClause(filter: AuditLogFilter): { where: string; params: unknown[] } {
  if (filter.from && filter.to && filter.from > filter.to) {
    throw AppError.badInput('The start of the date range must be before its end.', { field: 'from' });
  }
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    conditions.push(condition);
    params.push(value);
  };
  if (filter.actorId) add('actor_id = ?', filter.actorId);
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
