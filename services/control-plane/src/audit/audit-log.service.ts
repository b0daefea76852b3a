import { Injectable } from '@nestjs/common';
import {
  AUDIT_LOG_MAX_EXPORT_ROWS,
  AUDIT_LOG_MAX_PAGE_SIZE,
  AppError,
  type AuditAction,
  type AuditObjectType,
} from '@fieldnote/core';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import type { AuditEntry } from './audit-entry';
import { AuditLogRepository } from './audit-log.repository';

/** What the audit log page filters by; every part optional. `to` is exclusive. */
export interface AuditLogFilter {
  actorId?: string | null;
  /** Any of these actors (such as every SCIM token the workspace ever had). */
  actorIds?: string[] | null;
  action?: AuditAction | null;
  objectType?: AuditObjectType | null;
  from?: Date | null;
  to?: Date | null;
}

/** Reads a workspace's audit log, newest first, only ever inside that workspace's schema. */
@Injectable()
export class AuditLogService {
  constructor(private readonly log: AuditLogRepository) {}

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
    checkRange(filter);
    return this.log.page(workspace, filter, offset, limit);
  }

  /** The newest entries the filter matches, at most `limit` (1 to the page size). */
  async latest(workspace: WorkspaceRef, filter: AuditLogFilter, limit: number): Promise<AuditEntry[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > AUDIT_LOG_MAX_PAGE_SIZE)
      throw AppError.badInput(`limit must be between 1 and ${AUDIT_LOG_MAX_PAGE_SIZE}.`, { field: 'limit' });
    return this.log.newest(workspace, filter, limit);
  }

  /** Every entry the filter matches for a CSV export; BAD_USER_INPUT beyond the export limit. */
  async all(workspace: WorkspaceRef, filter: AuditLogFilter): Promise<AuditEntry[]> {
    checkRange(filter);
    const rows = await this.log.newest(workspace, filter, AUDIT_LOG_MAX_EXPORT_ROWS + 1);
    if (rows.length > AUDIT_LOG_MAX_EXPORT_ROWS) {
      throw AppError.badInput(
        `An export holds at most ${AUDIT_LOG_MAX_EXPORT_ROWS.toLocaleString('en')} entries. Narrow the date range or filters.`,
        { field: 'filter' },
      );
    }
    return rows;
  }
}

function checkRange(filter: AuditLogFilter): void {
  if (filter.from && filter.to && filter.from > filter.to) {
    throw AppError.badInput('The start of the date range must be before its end.', { field: 'from' });
  }
}
