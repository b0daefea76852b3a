import {
  ACCESS_REQUEST_LIMITS,
  type AccessRequestStatus,
  type Permission,
  accessRequestStatus,
  roleOfPermission,
} from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccessRequestModel } from './dto/access-request.model';
import { type SchemaTables } from '@fieldnote/db';

const DAY_MS = 86_400_000;

/** An access request as stored, with its requester's name and address. */
export interface AccessRequestRow {
  id: string;
  project_id: string;
  requester_id: string;
  requester_name: string;
  requester_email: string;
  permission: Permission;
  message: string;
  status: AccessRequestStatus;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
}

/**
 * Reads access requests with their requesters; `where` filters `r` (the request) and may use `?`
 * parameters; `lock` takes the rows for update (a decision). Runs in the caller's transaction.
 */
export function selectAccessRequests(
  em: EntityManager,
  table: SchemaTables,
  where: string,
  params: unknown[],
  lock = false,
): Promise<AccessRequestRow[]> {
  return em.getConnection().execute<AccessRequestRow[]>(
    `select r.id, r.project_id, r.requester_id, m.name as requester_name, m.email as requester_email,
            r.permission, r.message, r.status, r.decided_by, r.decided_at, r.created_at
       from ${table('access_requests')} r
       join ${table('members')} m on m.id = r.requester_id
      where ${where}
      order by r.created_at, r.id
      ${lock ? 'for update of r' : ''}`,
    params,
    'all',
    em.getTransactionContext(),
  );
}

/** The client's view of a stored request; a pending one past 3 days shows EXPIRED. */
export function toAccessRequestModel(row: AccessRequestRow, now: Date = new Date()): AccessRequestModel {
  const createdAt = new Date(row.created_at);
  return {
    id: row.id,
    projectId: row.project_id,
    requester: { id: row.requester_id, name: row.requester_name, email: row.requester_email },
    permission: row.permission,
    role: roleOfPermission(row.permission),
    message: row.message,
    status: accessRequestStatus(row.status, createdAt, now),
    createdAt,
    expiresAt: new Date(createdAt.getTime() + ACCESS_REQUEST_LIMITS.validDays * DAY_MS),
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
  };
}
