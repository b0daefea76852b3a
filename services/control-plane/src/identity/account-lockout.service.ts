import { Inject, Injectable } from '@nestjs/common';
import {
  ACCOUNT_LOCKOUT_FAILURES,
  ACCOUNT_LOCKOUT_SECONDS,
  type Config,
  type Mailer,
  NotificationKind,
  UNLOCK_LINK_LIFETIME_SECONDS,
} from '@fieldnote/core';
import { type Account, CONFIG, Databases, MAILER } from '@fieldnote/db';
import { rootUrl } from '../workspaces/workspace-url';
import { SessionsService } from './sessions.service';
import { SignInThrottle } from './sign-in-throttle';
import { IdentityRepository } from './identity.repository';
import { AccountsRepository } from './accounts.repository';

/**
 * The account-level lockout: when failures from many addresses reach the threshold, password
 * sign-in is locked, and the owner gets one mail (kind ACCOUNT_LOCKOUT) with a one-time link that
 * signs them in anyway and ends the lockout, so no stranger can keep the owner out.
 */
@Injectable()
export class AccountLockoutService {
  readonly throttle: SignInThrottle;

  constructor(
    databases: Databases,
    private readonly sessions: SessionsService,
    private readonly identity: IdentityRepository,
    private readonly accounts: AccountsRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.throttle = new SignInThrottle(databases);
  }

  /**
   * Locks the account's password sign-in and mails its owner, unless it is locked already: the
   * conditional update lets exactly one of many concurrent failures send the mail.
   */
  async lock(email: string): Promise<void> {
    const account = await this.identity.lockPassword(email, ACCOUNT_LOCKOUT_SECONDS);
    if (!account) return;
    const secret = await this.sessions.createUnlockLink(account.id);
    const link = new URL('/auth/unlock', rootUrl(this.config));
    link.searchParams.set('token', secret);
    await this.mailer.send({
      to: email,
      kind: NotificationKind.ACCOUNT_LOCKOUT,
      subject: 'Your Fieldnote account was locked after too many failed sign-ins',
      text: [
        `Hello ${account.name},`,
        `Someone tried to sign in to your Fieldnote account (${email}) with a wrong password ${ACCOUNT_LOCKOUT_FAILURES} times, so we paused password sign-in for ${ACCOUNT_LOCKOUT_SECONDS / 60} minutes.`,
        `If it was you, or to get in right away, use this one-time link (valid ${UNLOCK_LINK_LIFETIME_SECONDS / 60} minutes). It signs you in and lifts the lock: ${link.toString()}`,
        'If it was not you, your password was not revealed; consider choosing a longer one.',
      ].join('\n\n'),
    });
  }

  /** Whether password sign-in is locked for this account now. */
  isLocked(account: Account): boolean {
    return account.passwordLockedUntil !== null && account.passwordLockedUntil > new Date();
  }

  /** Uses up an unlock link and ends the lockout: the account, or null when unknown, used or expired. */
  async redeem(secret: string): Promise<Account | null> {
    const accountId = await this.sessions.redeemUnlockLink(secret);
    if (!accountId) return null;
    const account = await this.accounts.unlockPassword(accountId);
    if (!account) return null;
    await this.throttle.clearAccount(account.email);
    return account;
  }

  /** Ends the account's lockout and its failure count: its owner proved they hold the mailbox. */
  async lift(account: Pick<Account, 'id' | 'email'>): Promise<void> {
    await this.accounts.unlockPassword(account.id);
    await this.throttle.clearAccount(account.email);
  }
}
