/**
 * How a live socket (GraphQL subscriptions, collaboration) is closed when the session that opened it
 * ends: an application close code (4000–4999) and a reason a person can read.
 */
export const SESSION_ENDED_CLOSE = { code: 4401, reason: 'Your session ended. Sign in again.' } as const;
