import type { AuditAction, AuditObjectType } from '@fieldnote/core';

/** Who made a change: a member (id and the name shown then), or nobody for the system. */
export interface AuditActor {
  id: string;
  name: string;
}

/** One change of access, as the writer takes it. Values are small JSON objects (a role, a name). */
export interface AuditEntryInput {
  actor: AuditActor | null;
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string;
  /** What a person reads for the object: a member's e-mail, a token's name, an insight's title. */
  objectLabel: string;
  oldValue?: Record<string, unknown> | null;
  newValue?: Record<string, unknown> | null;
}

/** One stored entry, as the log reads it. */
export interface AuditEntry {
  id: string;
  occurredAt: Date;
  actorId: string | null;
  actorName: string;
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string;
  objectLabel: string;
  oldValue: Record<string, unknown> | null;
  newValue: Record<string, unknown> | null;
}
