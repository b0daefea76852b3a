import type { WorkspaceRef } from '../workspaces/workspace-ref';

/**
 * Whether an account may use (or reset) a password: the hook single sign-on enforcement plugs into
 * (a workspace that requires SSO refuses passwords, except for its break-glass managers; see
 * SsoEnforcementPolicy, the binding). Bind PASSWORD_SIGN_IN_POLICY to another class to change the rule.
 */
export interface PasswordSignInPolicy {
  /** Why the account may not reset its password (on `workspace`'s host, if any), or null when it may. */
  passwordResetRefusal(accountId: string, workspace: WorkspaceRef | null): Promise<string | null>;
  /** Why the account may not sign in with a password on `workspace`'s host, or null when it may. */
  passwordSignInRefusal(accountId: string, workspace: WorkspaceRef | null): Promise<string | null>;
  /**
   * Lets a password sign-in (log-in, reset, unlock, sign-in link) start a session on `workspace`'s
   * host, or refuses it (FORBIDDEN with the reason); a break-glass one is audited and mailed to the
   * other managers first.
   */
  admitPasswordSignIn(
    account: { id: string; name: string; email: string },
    workspace: WorkspaceRef | null,
    ip: string | null,
  ): Promise<void>;
}

export const PASSWORD_SIGN_IN_POLICY = Symbol('PASSWORD_SIGN_IN_POLICY');
