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
  SCIM_TOKEN_CREATED = 'SCIM_TOKEN_CREATED',
  SCIM_TOKEN_REVOKED = 'SCIM_TOKEN_REVOKED',
  SCIM_USER_PROVISIONED = 'SCIM_USER_PROVISIONED',
  SCIM_USER_UPDATED = 'SCIM_USER_UPDATED',
  SCIM_USER_DEACTIVATED = 'SCIM_USER_DEACTIVATED',
  SCIM_USER_REACTIVATED = 'SCIM_USER_REACTIVATED',
  SCIM_USER_DELETED = 'SCIM_USER_DELETED',
  SCIM_GROUP_LINKED = 'SCIM_GROUP_LINKED',
  USER_GROUP_CREATED = 'USER_GROUP_CREATED',
  USER_GROUP_RENAMED = 'USER_GROUP_RENAMED',
  USER_GROUP_DELETED = 'USER_GROUP_DELETED',
  USER_GROUP_MEMBERS_CHANGED = 'USER_GROUP_MEMBERS_CHANGED',
  PROJECT_ACCESS_CHANGED = 'PROJECT_ACCESS_CHANGED',
  ACCESS_REQUEST_APPROVED = 'ACCESS_REQUEST_APPROVED',
  ACCESS_REQUEST_DENIED = 'ACCESS_REQUEST_DENIED',
  SSO_SETTINGS_CHANGED = 'SSO_SETTINGS_CHANGED',
  DOMAIN_ADDED = 'DOMAIN_ADDED',
  DOMAIN_VERIFIED = 'DOMAIN_VERIFIED',
  DOMAIN_REMOVED = 'DOMAIN_REMOVED',
  PASSWORD_RESET = 'PASSWORD_RESET',
  MEMBER_SESSIONS_ENDED = 'MEMBER_SESSIONS_ENDED',
  /** Spec 001 §3 audit metadata "subscription item": old and new product id, interval, quantity. */
  SUBSCRIPTION_ITEM_CHANGED = 'SUBSCRIPTION_ITEM_CHANGED',
  /** Spec 001 §3 audit metadata "subscription status": old and new id, status, cancel-at. */
  SUBSCRIPTION_STATUS_CHANGED = 'SUBSCRIPTION_STATUS_CHANGED',
  /** A billing notice (trial, invoice due, payment failed, renewal) went to the managers. */
  BILLING_NOTICE_SENT = 'BILLING_NOTICE_SENT',
  /** A trial was extended (spec 001 §3 trial extension sources). */
  TRIAL_EXTENDED = 'TRIAL_EXTENDED',
  SECURITY_SETTINGS_CHANGED = 'SECURITY_SETTINGS_CHANGED',
  BREAK_GLASS_SIGN_IN = 'BREAK_GLASS_SIGN_IN',
  IDP_GROUP_ROLES_CHANGED = 'IDP_GROUP_ROLES_CHANGED',
  /** A data retention policy (the workspace's or a project's override) or its lock changed. */
  DATA_RETENTION_POLICY_CHANGED = 'DATA_RETENTION_POLICY_CHANGED',
  /** Managers were warned of a retention deletion 7 days ahead, with its counts. */
  DATA_RETENTION_WARNING_SENT = 'DATA_RETENTION_WARNING_SENT',
  /** The retention job deleted what a warning announced, with its counts. */
  DATA_RETENTION_DELETED = 'DATA_RETENTION_DELETED',
  /** Issue 36: a project downloaded as a REFI-QDA file (QDPX or QDC). */
  REFI_QDA_EXPORTED = 'REFI_QDA_EXPORTED',
  /** Issue 36: a QDPX or QDC file imported into a project. */
  REFI_QDA_IMPORTED = 'REFI_QDA_IMPORTED',
  /** Issue 36: a project was exported as a file (data leaving the workspace). */
  PROJECT_EXPORTED = 'PROJECT_EXPORTED',
  /** Issue 36: a project export file was imported as a new project. */
  PROJECT_IMPORTED = 'PROJECT_IMPORTED',
  /** Spec 001 audit metadata "note translation": the note id, the source and target note ids and language. */
  NOTE_TRANSLATED = 'NOTE_TRANSLATED',
  /** Spec 001 audit metadata "team AI model region change": the source and target region. */
  AI_MODEL_REGION_CHANGED = 'AI_MODEL_REGION_CHANGED',
}

/** The kind of thing an audit entry is about. */
export enum AuditObjectType {
  MEMBER = 'MEMBER',
  INVITE = 'INVITE',
  SHARE_LINK = 'SHARE_LINK',
  API_TOKEN = 'API_TOKEN',
  SCIM_TOKEN = 'SCIM_TOKEN',
  USER_GROUP = 'USER_GROUP',
  PROJECT = 'PROJECT',
  SSO_CONNECTION = 'SSO_CONNECTION',
  SUBSCRIPTION = 'SUBSCRIPTION',
  DOMAIN = 'DOMAIN',
  WORKSPACE_SECURITY = 'WORKSPACE_SECURITY',
  DATA_RETENTION = 'DATA_RETENTION',
  NOTE = 'NOTE',
  AI_SETTINGS = 'AI_SETTINGS',
}

/** At most this many entries per page of the audit log. */
export const AUDIT_LOG_MAX_PAGE_SIZE = 100;
/** At most this many rows in one CSV export; narrow the filters for more. */
export const AUDIT_LOG_MAX_EXPORT_ROWS = 10_000;
