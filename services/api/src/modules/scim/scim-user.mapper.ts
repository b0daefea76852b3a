import { SCIM_USER_SCHEMA } from './scim-attribute.util';
import type { ScimUserRow } from './scim-users.repository';

/** What a client may set on a User, as PUT and PATCH work on it. */
export interface ScimUserState {
  userName: string;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  /** name.formatted and displayName: the name Fieldnote shows on the member's work. */
  displayName: string;
  email: string;
  active: boolean;
}

const iso = (value: string | Date): string => new Date(value).toISOString();

/** The ETag of a user: its SCIM row's version (0 for a member never provisioned). */
export function userEtag(row: ScimUserRow): string {
  return `W/"${row.version ?? 0}"`;
}

export function userStateOf(row: ScimUserRow): ScimUserState {
  return {
    userName: row.user_name ?? row.email,
    externalId: row.external_id,
    givenName: row.given_name,
    familyName: row.family_name,
    displayName: row.name,
    email: row.email,
    active: row.deactivated_at === null,
  };
}

/** A member as a SCIM User resource (RFC 7643 §4.1), as every endpoint answers it. */
export function toScimUser(row: ScimUserRow, baseUrl: string): Record<string, unknown> {
  const state = userStateOf(row);
  return {
    schemas: [SCIM_USER_SCHEMA],
    id: row.id,
    ...(state.externalId !== null ? { externalId: state.externalId } : {}),
    userName: state.userName,
    name: {
      formatted: state.displayName,
      ...(state.givenName !== null ? { givenName: state.givenName } : {}),
      ...(state.familyName !== null ? { familyName: state.familyName } : {}),
    },
    displayName: state.displayName,
    emails: [{ value: state.email, type: 'work', primary: true }],
    active: state.active,
    meta: {
      resourceType: 'User',
      created: iso(row.created_at),
      lastModified: iso(row.updated_at ?? row.created_at),
      location: `${baseUrl}/Users/${row.id}`,
      version: userEtag(row),
    },
  };
}
