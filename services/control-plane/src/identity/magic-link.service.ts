import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  AppError,
  type Config,
  type Logger,
  MAGIC_LINK_INVALID_MESSAGE,
  MAGIC_LINK_LIFETIME_SECONDS,
  MAGIC_LINK_MAX_PER_ADDRESS_PER_HOUR,
  MAGIC_LINK_MAX_PER_CLIENT_PER_HOUR,
  type Mailer,
  NotificationKind,
} from '@fieldnote/core';
import { type Account, CONFIG, Databases, LOGGER, MAILER } from '@fieldnote/db';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { MembershipsService } from '../workspaces/memberships.service';
import { AccountsService } from './accounts.service';
import { PASSWORD_SIGN_IN_POLICY, type PasswordSignInPolicy } from './password-sign-in-policy';
import { MailedLinkRequests, mailedLinkUrl } from './mailed-link-requests';
import { SessionsService } from './sessions.service';

/**
 * Magic-link sign-in (spec 000 §2 /auth/magic-login): a one-time link, valid 15 minutes, mailed to the
 * address, that signs its account in on the host it was asked on (the root app or a workspace).
 * Requests answer the same whether or not the address has an account (the lookup and mail happen
 * after the answer). The link is not the workspace's single sign-on: a workspace that requires SSO
 * mails none and admits none, except for its break-glass managers (PASSWORD_SIGN_IN_POLICY).
 */
@Injectable()
export class MagicLinkService implements OnApplicationShutdown {
  private readonly requests: MailedLinkRequests;

  constructor(
    databases: Databases,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly memberships: MembershipsService,
    @Inject(PASSWORD_SIGN_IN_POLICY) private readonly policy: PasswordSignInPolicy,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.requests = new MailedLinkRequests(databases, logger, {
      bucket: 'magic-link',
      maxPerAddressPerHour: MAGIC_LINK_MAX_PER_ADDRESS_PER_HOUR,
      maxPerClientPerHour: MAGIC_LINK_MAX_PER_CLIENT_PER_HOUR,
      tooManyMessage:
        'Too many sign-in link requests. Check your inbox (and spam folder) for the link we sent, or try again in an hour.',
      failureLog: 'Magic sign-in link mail could not be sent',
    });
  }

  /** Takes a request for `rawEmail` from `client` on `workspace`'s host (null: the root app). */
  request(rawEmail: string, client: string, workspace: WorkspaceRef | null): Promise<void> {
    return this.requests.take(rawEmail, client, (email) => this.deliver(email, workspace));
  }

  onApplicationShutdown(): Promise<void> {
    return this.requests.settle();
  }

  /** Uses up the link: the account to sign in (the caller admits it on its host and starts the session). */
  async redeem(secret: string): Promise<Account> {
    const accountId = secret ? await this.sessions.redeemMagicLink(secret) : null;
    const account = accountId ? await this.accounts.findById(accountId) : null;
    if (!account) throw AppError.unauthenticated(MAGIC_LINK_INVALID_MESSAGE);
    return account;
  }

  private async deliver(email: string, workspace: WorkspaceRef | null): Promise<void> {
    const account = await this.accounts.findByEmail(email);
    if (!account) return;
    // On a workspace's host, only its members get a link to it.
    if (workspace && !(await this.memberships.roleOf(workspace, account.id))) return;
    // A workspace that requires SSO gets no link for it (its break-glass managers excepted).
    if (await this.policy.passwordSignInRefusal(account.id, workspace)) return;
    const secret = await this.sessions.createMagicLink(account.id);
    const link = mailedLinkUrl(this.config, workspace, '/auth/magic-login', secret);
    await this.mailer.send({
      to: email,
      kind: NotificationKind.MAGIC_LINK,
      subject: 'Your Fieldnote sign-in link',
      text: [
        `Hello ${account.name},`,
        `Use this link to sign in to Fieldnote${workspace ? ` (${workspace.subdomain})` : ''}; it works once, for ` +
          `${MAGIC_LINK_LIFETIME_SECONDS / 60} minutes: ${link}`,
        'If you did not ask for it, ignore this mail: nobody can use it without your inbox.',
      ].join('\n\n'),
    });
  }
}
