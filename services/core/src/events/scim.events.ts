import { defineEvent } from './define-event';
import { text, uuid } from './event-fields';

/** SCIM provisioning (RFC 7644): its tokens, and the users an identity provider creates and changes. */
export const SCIM_EVENTS = {
  tokenCreated: defineEvent({
    subject: 'scim_token.created',
    version: 1,
    description: 'A manager created a SCIM token for the workspace.',
    payload: { scimTokenId: uuid },
  }),
  tokenRevoked: defineEvent({
    subject: 'scim_token.revoked',
    version: 1,
    description: 'A manager revoked a SCIM token of the workspace.',
    payload: { scimTokenId: uuid },
  }),
  userProvisioned: defineEvent({
    subject: 'scim_user.provisioned',
    version: 1,
    description: 'An identity provider created a user (a new member, or an existing account linked).',
    payload: { memberId: uuid, scimTokenId: uuid, userName: text },
  }),
  userUpdated: defineEvent({
    subject: 'scim_user.updated',
    version: 1,
    description: 'An identity provider changed a user (name, userName, externalId, or active).',
    payload: { memberId: uuid, scimTokenId: uuid, userName: text },
  }),
  userDeleted: defineEvent({
    subject: 'scim_user.deleted',
    version: 1,
    description: 'An identity provider deleted a user: the member is removed, their research stays theirs.',
    payload: { memberId: uuid, scimTokenId: uuid },
  }),
  groupLinked: defineEvent({
    subject: 'scim_group.linked',
    version: 1,
    description: "An identity provider set or cleared a user group's externalId (its own id for the group).",
    payload: { groupId: uuid, scimTokenId: uuid },
  }),
} as const;
