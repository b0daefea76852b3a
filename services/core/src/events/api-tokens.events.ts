import { defineEvent } from './define-event';
import { uuid } from './event-fields';

/** API tokens of the workspace's members. */
export const API_TOKEN_EVENTS = {
  created: defineEvent({
    subject: 'api_token.created',
    version: 1,
    description: 'A member created an API token.',
    payload: { apiTokenId: uuid },
  }),
  revoked: defineEvent({
    subject: 'api_token.revoked',
    version: 1,
    description: 'A member revoked one of their API tokens.',
    payload: { apiTokenId: uuid },
  }),
} as const;
