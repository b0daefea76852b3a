import { randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  type Config,
  EMAIL_CONFIRMATION_CODE_DIGITS,
  EMAIL_CONFIRMATION_CODE_LIFETIME_SECONDS,
  EMAIL_CONFIRMATION_MAX_ATTEMPTS,
  EMAIL_CONFIRMATION_MAX_MAILS_PER_HOUR,
  type Mailer,
  NotificationKind,
} from '@fieldnote/core';
import { type Account, CONFIG, Databases, MAILER } from '@fieldnote/db';
import { rootUrl } from '../workspaces/workspace-url';
import { AccountsService } from './accounts.service';
import { RateLimiter } from './rate-limiter';
import { hashSecret } from './secret-token';
import { IdentityRepository } from './identity.repository';

const EXPIRED_CODE = 'This code has expired or was entered wrongly too many times. Ask for a new code.';
const CODE_PATTERN = new RegExp(`^\\d{${EMAIL_CONFIRMATION_CODE_DIGITS}}$`);

/**
 * Proves that an account owns its e-mail address with a mailed one-time code (spec 001 §7 "Confirm
 * email", ONE_TIME_CODE): short-lived, a few attempts, kept only as a hash. Until then the
 * invitations and workspaces open to the address stay hidden, so signing up with somebody else's
 * address reveals and joins nothing.
 */
@Injectable()
export class EmailConfirmationService {
  private readonly mailLimiter: RateLimiter;

  constructor(
    private readonly databases: Databases,
    private readonly accounts: AccountsService,
    private readonly identity: IdentityRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.mailLimiter = new RateLimiter(
      databases,
      'email-confirmation-mail',
      EMAIL_CONFIRMATION_MAX_MAILS_PER_HOUR,
      60 * 60 * 1000,
    );
  }

  /** Mails a new code to the account's address; the previous code stops working. */
  async send(account: Account): Promise<void> {
    if (account.emailConfirmedAt) {
      throw AppError.badInput(`${account.email} is already confirmed.`);
    }
    await this.issue(account, account.email, (code, minutes, link) => ({
      subject: `${code} is your Fieldnote confirmation code`,
      text: [
        `Hello ${account.name},`,
        `Enter this code to confirm your e-mail address: ${code}`,
        `It is valid for ${minutes} minutes. Or open this page while signed in: ${link}`,
        'If you did not create a Fieldnote account, ignore this e-mail.',
      ].join('\n\n'),
    }));
  }

  /**
   * Mails a code to the address the account wants to move to; the address changes only once that
   * code is entered (confirmEmailChange), so nobody can take over an address they cannot read.
   */
  async sendEmailChange(account: Account, newEmail: string): Promise<void> {
    await this.issue(account, newEmail, (code, minutes) => ({
      subject: `${code} is your code to change your Fieldnote e-mail address`,
      text: [
        `Hello ${account.name},`,
        `Enter this code in your account settings to make ${newEmail} your sign-in address: ${code}`,
        `It is valid for ${minutes} minutes. Until then you keep signing in with ${account.email}.`,
        'If you did not ask for this, ignore this e-mail: nothing changes.',
      ].join('\n\n'),
    }));
  }

  /**
   * Checks a code for the account; confirms the address when it matches. Each try uses up one of
   * the code's attempts first, in one statement, so parallel guesses cannot exceed the limit.
   */
  async confirm(account: Account, rawCode: string): Promise<void> {
    if (account.emailConfirmedAt) return;
    const email = await this.consume(account, rawCode);
    if (email !== account.email) throw AppError.badInput(EXPIRED_CODE, { field: 'code' });
    await this.accounts.markEmailConfirmed(account.id);
  }

  /** Checks an e-mail change code: the new, now proved address, which the caller then applies. */
  async confirmEmailChange(account: Account, rawCode: string): Promise<string> {
    const email = await this.consume(account, rawCode);
    if (email === account.email) throw AppError.badInput(EXPIRED_CODE, { field: 'code' });
    return email;
  }

  private async issue(
    account: Account,
    email: string,
    compose: (code: string, minutes: number, link: string) => { subject: string; text: string },
  ): Promise<void> {
    if (await this.mailLimiter.isBlocked(account.id)) {
      throw AppError.tooManyRequests(
        'We already sent several confirmation codes to this address. Please check your inbox or try again in an hour.',
      );
    }
    await this.mailLimiter.record(account.id);
    const code = String(randomInt(0, 10 ** EMAIL_CONFIRMATION_CODE_DIGITS)).padStart(
      EMAIL_CONFIRMATION_CODE_DIGITS,
      '0',
    );
    await this.identity.saveConfirmation(
      account.id,
      email,
      codeHash(account.id, code),
      EMAIL_CONFIRMATION_CODE_LIFETIME_SECONDS,
    );
    const link = new URL('/auth/confirm-email', rootUrl(this.config));
    link.searchParams.set('code', code);
    const { subject, text } = compose(code, EMAIL_CONFIRMATION_CODE_LIFETIME_SECONDS / 60, link.toString());
    await this.mailer.send({ to: email, kind: NotificationKind.EMAIL_CONFIRMATION, subject, text });
  }

  /** Uses up the account's live code when it matches: the address it was sent to. */
  private async consume(account: Account, rawCode: string): Promise<string> {
    const code = rawCode.trim();
    if (!CODE_PATTERN.test(code)) {
      throw AppError.badInput(`Enter the ${EMAIL_CONFIRMATION_CODE_DIGITS}-digit code from the e-mail.`, {
        field: 'code',
      });
    }
    const row = await this.identity.attemptConfirmation(account.id, EMAIL_CONFIRMATION_MAX_ATTEMPTS);
    if (!row) throw AppError.badInput(EXPIRED_CODE, { field: 'code' });
    const expected = Buffer.from(row.code_hash);
    const actual = Buffer.from(codeHash(account.id, code));
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      const left = EMAIL_CONFIRMATION_MAX_ATTEMPTS - row.attempts;
      throw AppError.badInput(
        left > 0
          ? `This code is not right. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`
          : EXPIRED_CODE,
        { field: 'code' },
      );
    }
    await this.identity.deleteConfirmation(account.id);
    return row.email;
  }
}

/** Codes are short, so the hash is bound to the account: one table row cannot be reused for another. */
function codeHash(accountId: string, code: string): string {
  return hashSecret(`${accountId}:${code}`);
}
