import { defineEvent } from './define-event';
import { text, uuid } from './event-fields';

/** Single sign-on of a workspace (issue 32). */
export const SSO_EVENTS = {
  connectionUpdated: defineEvent({
    subject: 'sso.connection_updated',
    version: 1,
    description:
      "A manager saved the workspace's OIDC or SAML connection (spec 001 §3 connection-updated message: connectionId, teamId, teamOidcConfigId, region).",
    payload: { connectionId: uuid, teamId: uuid, teamOidcConfigId: uuid, region: text },
  }),
} as const;
