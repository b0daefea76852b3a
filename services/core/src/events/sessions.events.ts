import { z } from 'zod';
import { defineEvent } from './define-event';
import { text, uuidOrNull } from './event-fields';

/** The SHA-256 of a session's secret, in hex: what the database keeps instead of the secret. */
const tokenHash = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * Ended browser sessions, told to every process at once: a signal on the bus (sendEventSignal),
 * never stored and never in an outbox, since a process that starts later holds no socket to close.
 */
export const SESSION_EVENTS = {
  ended: defineEvent({
    subject: 'session.ended',
    version: 1,
    description:
      "Browser sessions ended in one process (sign-out, ended from settings, a password change or reset, a manager's action, a SCIM deactivation): every other process forgets them at once and closes the GraphQL subscription and collaboration sockets they opened. A bus signal, never stored.",
    payload: {
      accountId: uuidOrNull,
      tokenHashes: z.array(tokenHash).nullable(),
      keptTokenHash: tokenHash.nullable(),
      origin: text,
    },
  }),
} as const;
