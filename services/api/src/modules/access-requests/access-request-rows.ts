import {
  ACCESS_REQUEST_LIMITS,
  type AccessRequestStatus,
  type Permission,
  accessRequestStatus,
  roleOfPermission,
} from '@fieldnote/core';
import type { AccessRequestModel } from './dto/access-request.model';

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
