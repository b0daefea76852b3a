import type { SignInMethod } from '@fieldnote/db';

/** A workspace's rules for the sessions used on it (spec 001 §3 organisation metadata). */
export interface SessionPolicy {
  ssoEnforced: boolean;
  /** Managers who may still sign in with a password while SSO is enforced. */
  breakGlassAccountIds: ReadonlySet<string>;
  /** Seconds a session may sit unused; null: no idle limit. */
  idleLifetime: number | null;
  /** Seconds a session may last from sign-in; null: the session's own expiry (604800 s). */
  absoluteLifetime: number | null;
}

/** A workspace that set nothing: passwords allowed, sessions last their 604800 s. */
export const OPEN_POLICY: SessionPolicy = {
  ssoEnforced: false,
  breakGlassAccountIds: new Set(),
  idleLifetime: null,
  absoluteLifetime: null,
};

/** What a policy needs to know of a session. */
export interface SessionFacts {
  accountId: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date;
  signInMethod: SignInMethod;
}

/**
 * When (epoch ms) the session stops working on a workspace with `policy`: the earliest of its own
 * expiry, sign-in + absoluteLifetime and last use + idleLifetime; 0 when SSO enforcement refuses it
 * (a password session of someone who is not a break-glass manager).
 */
export function sessionDeadline(session: SessionFacts, policy: SessionPolicy): number {
  if (
    policy.ssoEnforced &&
    session.signInMethod === 'password' &&
    !policy.breakGlassAccountIds.has(session.accountId)
  )
    return 0;
  let deadline = session.expiresAt.getTime();
  if (policy.absoluteLifetime !== null)
    deadline = Math.min(deadline, session.createdAt.getTime() + policy.absoluteLifetime * 1000);
  if (policy.idleLifetime !== null)
    deadline = Math.min(
      deadline,
      (session.lastUsedAt ?? session.createdAt).getTime() + policy.idleLifetime * 1000,
    );
  return deadline;
}
