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
  /** Whether such a sign-in is a break-glass one: audited and mailed to the other managers. */
  isBreakGlassSignIn(accountId: string, workspace: WorkspaceRef | null): Promise<boolean>;
}

export const PASSWORD_SIGN_IN_POLICY = Symbol('PASSWORD_SIGN_IN_POLICY');
