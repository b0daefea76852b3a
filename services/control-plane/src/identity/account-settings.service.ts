import { Injectable } from '@nestjs/common';
import { AppError, MAX_LENGTH, normalizeEmail, requireAccountTheme, requireText } from '@fieldnote/core';
import { type Account, Databases } from '@fieldnote/db';
import { MembershipsService } from '../workspaces/memberships.service';
import { WorkspaceDirectory } from '../workspaces/workspace-directory.service';
import { AccountsService } from './accounts.service';
import { EmailConfirmationService } from './email-confirmation.service';
import { RateLimiter } from './rate-limiter';
import { SessionsService } from './sessions.service';
import { WorkspaceMembersRepository } from '../workspaces/workspace-members.repository';

/** Wrong current passwords allowed per account per hour before password checks pause. */
const MAX_WRONG_CURRENT_PASSWORDS_PER_HOUR = 10;
const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';

/**
 * What a signed-in member changes about their own account at /settings/user/account: name, theme,
 * password (the current one required; every other session ends) and e-mail address (the new one
 * is proved with a mailed code before it takes effect). Name and address are copied onto the
 * member rows of every workspace the account belongs to, where members and authors are shown.
 */
@Injectable()
export class AccountSettingsService {
  private readonly wrongPasswords: RateLimiter;

  constructor(
    private readonly databases: Databases,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly confirmations: EmailConfirmationService,
    private readonly memberships: MembershipsService,
    private readonly directory: WorkspaceDirectory,
    private readonly members: WorkspaceMembersRepository,
  ) {
    this.wrongPasswords = new RateLimiter(
      databases,
      'current-password',
      MAX_WRONG_CURRENT_PASSWORDS_PER_HOUR,
      60 * 60 * 1000,
    );
  }

  async updateProfile(
    account: Account,
    input: { name?: string | null; theme?: string | null },
  ): Promise<void> {
    const changes: Parameters<AccountsService['update']>[1] = {};
    if (input.name !== undefined && input.name !== null) {
      changes.name = requireText(input.name, 'Name', MAX_LENGTH.teamUserName);
    }
    if (input.theme !== undefined && input.theme !== null) changes.theme = requireAccountTheme(input.theme);
    if (Object.keys(changes).length === 0) return;
    await this.accounts.update(account.id, changes);
    if (changes.name && changes.name !== account.name)
      await this.copyToMembers(account.id, { name: changes.name });
  }

  /** Checks the current password, sets the new one and signs out every other session of the account. */
  async changePassword(
    account: Account,
    currentPassword: string,
    newPassword: string,
    keepSessionSecret: string | null,
  ): Promise<void> {
    await this.requireCurrentPassword(account, currentPassword);
    if (newPassword === currentPassword) {
      throw AppError.badInput('Choose a new password that differs from the current one.', {
        field: 'newPassword',
      });
    }
    await this.accounts.setPassword(account.id, newPassword);
    await this.sessions.revokeOthers(account.id, keepSessionSecret);
  }

  /** Mails a code to the new address (current password required); nothing changes until it is entered. */
  async requestEmailChange(account: Account, rawEmail: string, currentPassword: string): Promise<string> {
    const email = normalizeEmail(rawEmail, MAX_LENGTH.teamUserEmail);
    if (email === account.email) {
      throw AppError.badInput(`${email} is already your e-mail address.`, { field: 'email' });
    }
    await this.requireCurrentPassword(account, currentPassword);
    const taken = await this.accounts.findByEmail(email);
    if (taken) throw AppError.badInput(`Another account already uses ${email}.`, { field: 'email' });
    await this.confirmations.sendEmailChange(account, email);
    return email;
  }

  /** Applies the e-mail change once the code mailed to the new address is entered. */
  async confirmEmailChange(account: Account, code: string): Promise<void> {
    const email = await this.confirmations.confirmEmailChange(account, code);
    await this.accounts.changeEmail(account.id, email);
    await this.copyToMembers(account.id, { email });
  }

  private async requireCurrentPassword(account: Account, password: string): Promise<void> {
    if (await this.wrongPasswords.isBlocked(account.id)) {
      throw AppError.tooManyRequests(
        'Too many wrong passwords. For your safety, try again in an hour or reset your password.',
      );
    }
    if (!(await this.accounts.passwordMatches(account, password))) {
      await this.wrongPasswords.record(account.id);
      throw AppError.badInput(WRONG_CURRENT_PASSWORD, { field: 'currentPassword' });
    }
  }

  /** Keeps the member rows (shown as members and authors in each workspace) in step with the account. */
  private async copyToMembers(accountId: string, change: { name?: string; email?: string }): Promise<void> {
    for (const teamId of await this.memberships.teamIdsOf(accountId)) {
      const workspace = await this.directory.byId(teamId);
      if (!workspace) continue;
      const column = change.name !== undefined ? 'name' : 'email';
      await this.members.copyAccountField(
        workspace,
        accountId,
        column,
        (change.name ?? change.email) as string,
      );
    }
  }
}
