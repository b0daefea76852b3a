import { Injectable } from '@nestjs/common';
import type { WorkspaceRef } from '../workspaces/workspace-ref';

/**
 * Whether an account may use (or reset) a password: the hook single sign-on enforcement plugs into
 * (a workspace that requires SSO refuses passwords, except for its break-glass managers). Bind
 * PASSWORD_SIGN_IN_POLICY to another class to change the rule; nothing else needs to know.
 */
export interface PasswordSignInPolicy {
  /** Why the account may not reset its password (on `workspace`'s host, if any), or null when it may. */
  passwordResetRefusal(accountId: string, workspace: WorkspaceRef | null): Promise<string | null>;
}

export const PASSWORD_SIGN_IN_POLICY = Symbol('PASSWORD_SIGN_IN_POLICY');

/** Until a workspace can enforce single sign-on, every account may use a password. */
@Injectable()
export class PasswordsAlwaysAllowed implements PasswordSignInPolicy {
  passwordResetRefusal(): Promise<string | null> {
    return Promise.resolve(null);
  }
}
