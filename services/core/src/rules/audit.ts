/**
 * What the audit log records (issue 10; spec 001 "Audit log metadata variants"): every change of
 * access — roles, memberships, invitations, share links, API tokens, and later groups and
 * permissions. Add a value here (and to the GraphQL enum, which mirrors it) for each new kind.
 */
export enum AuditAction {
  MEMBER_JOINED = 'MEMBER_JOINED',
  MEMBER_ROLE_CHANGED = 'MEMBER_ROLE_CHANGED',
  MEMBER_REMOVED = 'MEMBER_REMOVED',
  INVITE_CREATED = 'INVITE_CREATED',
  INVITE_RESENT = 'INVITE_RESENT',
  INVITE_REVOKED = 'INVITE_REVOKED',
  SHARE_LINK_CREATED = 'SHARE_LINK_CREATED',
  SHARE_LINK_REVOKED = 'SHARE_LINK_REVOKED',
  API_TOKEN_CREATED = 'API_TOKEN_CREATED',
  API_TOKEN_REVOKED = 'API_TOKEN_REVOKED',
  USER_GROUP_CREATED = 'USER_GROUP_CREATED',
  USER_GROUP_RENAMED = 'USER_GROUP_RENAMED',
  USER_GROUP_DELETED = 'USER_GROUP_DELETED',
  USER_GROUP_MEMBERS_CHANGED = 'USER_GROUP_MEMBERS_CHANGED',
  PROJECT_ACCESS_CHANGED = 'PROJECT_ACCESS_CHANGED',
  ACCESS_REQUEST_APPROVED = 'ACCESS_REQUEST_APPROVED',
  ACCESS_REQUEST_DENIED = 'ACCESS_REQUEST_DENIED',
  PASSWORD_RESET = 'PASSWORD_RESET',
  MEMBER_SESSIONS_ENDED = 'MEMBER_SESSIONS_ENDED',
}

/** The kind of thing an audit entry is about. */
export enum AuditObjectType {
  MEMBER = 'MEMBER',
  INVITE = 'INVITE',
  SHARE_LINK = 'SHARE_LINK',
  API_TOKEN = 'API_TOKEN',
  USER_GROUP = 'USER_GROUP',
  PROJECT = 'PROJECT',
}

/** At most this many entries per page of the audit log. */
export const AUDIT_LOG_MAX_PAGE_SIZE = 100;
/** At most this many rows in one CSV export; narrow the filters for more. */
export const AUDIT_LOG_MAX_EXPORT_ROWS = 10_000;
