import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  AppError,
  type Config,
  type Logger,
  type Mailer,
  NotificationKind,
  PASSWORD_RESET_LINK_LIFETIME_SECONDS,
  PASSWORD_RESET_MAX_PER_ADDRESS_PER_HOUR,
  PASSWORD_RESET_MAX_PER_CLIENT_PER_HOUR,
  passwordProblem,
} from '@fieldnote/core';
import { type Account, CONFIG, Databases, LOGGER, MAILER } from '@fieldnote/db';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { AccountLockoutService } from './account-lockout.service';
import { AccountsService } from './accounts.service';
import { AccountSecurityLog } from './account-security-log.service';
import { PASSWORD_SIGN_IN_POLICY, type PasswordSignInPolicy } from './password-sign-in-policy';
import { MailedLinkRequests, mailedLinkUrl } from './mailed-link-requests';
import { SessionsService } from './sessions.service';

const LINK_EXPIRED = 'This password reset link has expired (links work for 30 minutes). Ask for a new one.';
const LINK_UNKNOWN =
  'This password reset link was already used, or a newer one replaced it. Ask for a new one if you still need it.';

/**
 * "Forgot password?" (spec 001 §2 /auth/reset-password): a mailed single-use link, valid 30 minutes,
 * that sets a new password, signs the person in and ends every other session of the account.
 * Requests answer the same whether or not the address has an account: the lookup, the link and the
 * mail happen after the answer, so neither the answer nor its timing tells addresses apart.
 */
@Injectable()
export class PasswordResetService implements OnApplicationShutdown {
  private readonly requests: MailedLinkRequests;

  constructor(
    databases: Databases,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly lockout: AccountLockoutService,
    private readonly securityLog: AccountSecurityLog,
    @Inject(PASSWORD_SIGN_IN_POLICY) private readonly policy: PasswordSignInPolicy,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.requests = new MailedLinkRequests(databases, logger, {
      bucket: 'password-reset',
      maxPerAddressPerHour: PASSWORD_RESET_MAX_PER_ADDRESS_PER_HOUR,
      maxPerClientPerHour: PASSWORD_RESET_MAX_PER_CLIENT_PER_HOUR,
      tooManyMessage:
        'Too many password reset requests. Check your inbox (and spam folder) for the link we sent, or try again in an hour.',
      failureLog: 'Password reset mail could not be sent',
    });
  }

  /**
   * Takes a reset request for `rawEmail` from `client` (the source address) on `workspace`'s host, or
   * the root app's when null. Answers only after the rate limits, identically for every address; the
   * link is made and mailed in the background.
   */
  request(rawEmail: string, client: string, workspace: WorkspaceRef | null): Promise<void> {
    return this.requests.take(rawEmail, client, (email) => this.deliver(email, workspace));
  }

  /** Waits for password reset mails still being sent, so none is cut off half way. */
  onApplicationShutdown(): Promise<void> {
    return this.requests.settle();
  }

  /**
   * Uses up the link and sets the new password: the account, to sign in. The password is checked
   * before the link is used up, so a refused password leaves the link working.
   */
  async complete(secret: string, newPassword: string, workspace: WorkspaceRef | null): Promise<Account> {
    const problem = passwordProblem(newPassword);
    if (problem) throw AppError.badInput(problem, { field: 'newPassword' });
    const redeemed = await this.sessions.redeemPasswordResetLink(secret);
    if (redeemed === 'expired') throw AppError.badInput(LINK_EXPIRED, { field: 'token' });
    if (!redeemed) throw AppError.badInput(LINK_UNKNOWN, { field: 'token' });
    const refusal = await this.policy.passwordResetRefusal(redeemed.accountId, workspace);
    if (refusal) throw AppError.forbidden(refusal);
    const account = await this.accounts.findById(redeemed.accountId);
    if (!account) throw AppError.badInput(LINK_UNKNOWN, { field: 'token' });
    await this.accounts.setPassword(account.id, newPassword);
    // Every session ends, including any the person had: the caller then starts a fresh one.
    const ended = await this.sessions.revokeOthers(account.id, null);
    await this.lockout.lift(account);
    await this.securityLog.passwordReset(account, ended);
    return account;
  }

  private async deliver(email: string, workspace: WorkspaceRef | null): Promise<void> {
    const account = await this.accounts.findByEmail(email);
    if (!account) return;
    if (await this.policy.passwordResetRefusal(account.id, workspace)) return;
    const secret = await this.sessions.createPasswordResetLink(account.id);
    const link = mailedLinkUrl(this.config, workspace, '/auth/reset-password', secret);
    await this.mailer.send({
      to: email,
      kind: NotificationKind.PASSWORD_RESET,
      subject: 'Set a new Fieldnote password',
      text: [
        `Hello ${account.name},`,
        'Someone (hopefully you) asked to set a new password for your Fieldnote account. Use this link to choose one; it works once, for ' +
          `${PASSWORD_RESET_LINK_LIFETIME_SECONDS / 60} minutes: ${link}`,
        'Setting a new password signs you out on every other device. If you did not ask for this, ignore this mail: your password stays as it is.',
      ].join('\n\n'),
    });
  }
}
