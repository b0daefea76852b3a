import { SCIM_GROUP_SCHEMA } from './scim-attribute.util';
import type { ScimGroupMemberRow, ScimGroupRow } from './scim-groups.repository';

/** What a client may set on a Group: its name, the IdP's id for it and who is in it. */
export interface ScimGroupState {
  displayName: string;
  externalId: string | null;
  memberIds: string[];
}

const iso = (value: string | Date): string => new Date(value).toISOString();

export function groupEtag(row: ScimGroupRow): string {
  return `W/"${row.version}"`;
}

/** A user group as a SCIM Group resource (RFC 7643 §4.2); members are the active ones. */
export function toScimGroup(
  row: ScimGroupRow,
  members: ScimGroupMemberRow[],
  baseUrl: string,
): Record<string, unknown> {
  return {
    schemas: [SCIM_GROUP_SCHEMA],
    id: row.id,
    ...(row.external_id !== null ? { externalId: row.external_id } : {}),
    displayName: row.name,
    members: members.map((m) => ({
      value: m.id,
      display: m.name,
      $ref: `${baseUrl}/Users/${m.id}`,
      type: 'User',
    })),
    meta: {
      resourceType: 'Group',
      created: iso(row.created_at),
      lastModified: iso(row.updated_at),
      location: `${baseUrl}/Groups/${row.id}`,
      version: groupEtag(row),
    },
  };
}
