import { SCIM_GROUP_SCHEMA, SCIM_USER_SCHEMA } from './scim-attribute.util';
import { SCIM_MAX_RESULTS } from './scim-list.util';

const SPC_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

/** RFC 7643 §5: what this server supports. */
export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [SPC_SCHEMA],
    documentationUri: 'https://github.com/fieldnote/fieldnote#scim-20-provisioning',
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: true },
    etag: { supported: true },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A SCIM token a workspace manager creates in Settings → Workspace → SCIM provisioning.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

/** RFC 7643 §6. */
export function resourceTypes(baseUrl: string) {
  return [
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'A member of the workspace',
      schema: SCIM_USER_SCHEMA,
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
    },
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: 'A user group of the workspace (at most 50, of at most 200 members)',
      schema: SCIM_GROUP_SCHEMA,
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
    },
  ];
}

const attribute = (
  name: string,
  extra: Partial<{
    type: string;
    required: boolean;
    caseExact: boolean;
    mutability: string;
    uniqueness: string;
    multiValued: boolean;
    subAttributes: unknown[];
  }> = {},
) => ({
  name,
  type: extra.type ?? 'string',
  multiValued: extra.multiValued ?? false,
  required: extra.required ?? false,
  caseExact: extra.caseExact ?? false,
  mutability: extra.mutability ?? 'readWrite',
  returned: 'default',
  uniqueness: extra.uniqueness ?? 'none',
  ...(extra.subAttributes ? { subAttributes: extra.subAttributes } : {}),
});

/** RFC 7643 §7: the attributes Fieldnote keeps. Others that clients send are accepted and not stored. */
export function schemas(baseUrl: string) {
  return [
    {
      schemas: [SCHEMA_SCHEMA],
      id: SCIM_USER_SCHEMA,
      name: 'User',
      description: 'A member of the workspace',
      attributes: [
        attribute('userName', { required: true, uniqueness: 'server' }),
        attribute('externalId', { caseExact: true }),
        attribute('name', {
          type: 'complex',
          subAttributes: [attribute('formatted'), attribute('givenName'), attribute('familyName')],
        }),
        attribute('displayName'),
        attribute('emails', {
          type: 'complex',
          multiValued: true,
          mutability: 'immutable',
          subAttributes: [attribute('value'), attribute('type'), attribute('primary', { type: 'boolean' })],
        }),
        attribute('active', { type: 'boolean' }),
      ],
      meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${SCIM_USER_SCHEMA}` },
    },
    {
      schemas: [SCHEMA_SCHEMA],
      id: SCIM_GROUP_SCHEMA,
      name: 'Group',
      description: 'A user group of the workspace',
      attributes: [
        attribute('displayName', { required: true, uniqueness: 'server' }),
        attribute('externalId', { caseExact: true }),
        attribute('members', {
          type: 'complex',
          multiValued: true,
          subAttributes: [
            attribute('value', { mutability: 'immutable' }),
            attribute('display', { mutability: 'readOnly' }),
          ],
        }),
      ],
      meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${SCIM_GROUP_SCHEMA}` },
    },
  ];
}
