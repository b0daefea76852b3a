import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AccountTheme,
  AppError,
  type Config,
  DEFAULT_ACCOUNT_THEME,
  MAX_LENGTH,
  normalizeEmail,
  passwordProblem,
  requireText,
} from '@fieldnote/core';
import { type Account, CONFIG } from '@fieldnote/db';
import { shortLivedCache } from '../caching/short-lived-cache';
import { AccountLockoutService } from './account-lockout.service';
import { AccountsRepository } from './accounts.repository';
import { PasswordHasher } from './password-hasher';

/** The public face of an account. */
export interface AccountProfile {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
  /** When the address was proved to be the owner's; null until then. */
  emailConfirmedAt: Date | null;
  /** An AccountTheme; stored as the spec writes it. */
  theme: string;
  /** False for an account single sign-on or SCIM made, until its owner sets a password by e-mail. */
  hasPassword: boolean;
}

const PROFILE_CACHE_TTL_MS = 5_000;

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
  /** True when the address is already proved (an invite link mailed to it, the demo seed). */
  emailConfirmed?: boolean;
  /** True when `password` is a random one nobody knows (accounts single sign-on or SCIM make). */
  passwordUnknown?: boolean;
}

/** What every refused password sign-in says, so it reveals nothing about the account. */
const WRONG_CREDENTIALS = 'The e-mail address or password is incorrect.';
/** What a sign-in to a locked account says, whoever tries and whether or not the account exists. */
const ACCOUNT_LOCKED =
  'Password sign-in to this account is paused after too many failed attempts. Its owner has been e-mailed a link to sign in.';

/** Accounts: who can sign in, with what password. */
@Injectable()
export class AccountsService {
  private readonly hasher: PasswordHasher;
  private readonly profiles = shortLivedCache<string, AccountProfile>(50_000, PROFILE_CACHE_TTL_MS);

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly lockout: AccountLockoutService,
    @Inject(CONFIG) config: Config,
  ) {
    this.hasher = new PasswordHasher(config.SCRYPT_LOG_N);
  }

  async signUp(input: SignUpInput): Promise<Account> {
    const email = normalizeEmail(input.email, MAX_LENGTH.teamUserEmail);
    const name = requireText(input.name, 'Name', MAX_LENGTH.teamUserName);
    const problem = passwordProblem(input.password);
    if (problem) throw AppError.badInput(problem, { field: 'password' });
    if (await this.accounts.byEmail(email)) throw duplicateEmailError();
    const account = {
      id: randomUUID(),
      email,
      name,
      passwordHash: await this.hasher.hash(input.password),
      passwordChosen: !input.passwordUnknown,
      emailConfirmedAt: input.emailConfirmed ? new Date() : null,
      theme: DEFAULT_ACCOUNT_THEME,
    };
    try {
      return await this.accounts.insert(account);
    } catch (error) {
      // Two sign-ups with one address at once: the unique index decides, the loser gets the same answer.
      if ((error as { code?: string }).code === '23505') throw duplicateEmailError();
      throw error;
    }
  }

  /**
   * The account for this e-mail and password; one message for every wrong password, so it reveals
   * nothing. `client` is the source address (behind proxies as TRUST_PROXY decides): failures slow
   * only that address, and only failures from many addresses lock the account (then its owner is
   * mailed a link).
   */
  async verifyLogin(rawEmail: string, password: string, client = 'unknown'): Promise<Account> {
    const email = rawEmail.trim().toLowerCase();
    const { throttle } = this.lockout;
    await throttle.assertMayTry(email, client);
    const account = await this.accounts.byEmail(email);
    // Unknown addresses lock by their count alone, so a lockout does not tell which addresses exist.
    if (account ? this.lockout.isLocked(account) : await throttle.accountThresholdReached(email)) {
      throw AppError.tooManyRequests(ACCOUNT_LOCKED);
    }
    const ok =
      account !== null &&
      password.length <= MAX_LENGTH.appPassword &&
      (await this.hasher.verify(password, account.passwordHash));
    if (!ok || !account) {
      if (await throttle.recordFailure(email, client)) await this.lockout.lock(email);
      throw AppError.unauthenticated(WRONG_CREDENTIALS);
    }
    await throttle.clearClient(email, client);
    return account;
  }

  /** Records that the owner proved the address is theirs; the cached profile follows at once here. */
  async markEmailConfirmed(accountId: string): Promise<void> {
    await this.accounts.markEmailConfirmed(accountId);
    this.profiles.delete(accountId);
  }

  /** Whether `password` is the account's current one (no lockout bookkeeping: the caller limits tries). */
  async passwordMatches(account: Account, password: string): Promise<boolean> {
    return password.length <= MAX_LENGTH.appPassword && this.hasher.verify(password, account.passwordHash);
  }

  /** Sets a new password that meets the spec's rules (BAD_USER_INPUT naming `newPassword` otherwise). */
  async setPassword(accountId: string, password: string): Promise<void> {
    const problem = passwordProblem(password);
    if (problem) throw AppError.badInput(problem, { field: 'newPassword' });
    const passwordHash = await this.hasher.hash(password);
    await this.accounts.setPasswordHash(accountId, passwordHash);
    this.profiles.delete(accountId);
  }

  /** Changes the stored name and/or theme; the cached profile follows at once here. */
  async update(accountId: string, changes: { name?: string; theme?: AccountTheme }): Promise<void> {
    await this.accounts.update(accountId, changes);
    this.profiles.delete(accountId);
  }

  /** Moves the account to an address its owner has just proved; refused when another account has it. */
  async changeEmail(accountId: string, email: string): Promise<void> {
    if (await this.accounts.otherWithEmail(email, accountId)) throw emailTakenError(email);
    try {
      await this.accounts.changeEmail(accountId, email);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw emailTakenError(email);
      throw error;
    }
    this.profiles.delete(accountId);
  }

  async findById(id: string): Promise<Account | null> {
    return this.accounts.byId(id);
  }

  /**
   * Who the caller is, for every request that shows it (`me`): cached like the session it comes
   * from, as names and addresses do not change under a signed-in request.
   */
  async profile(id: string): Promise<AccountProfile | null> {
    return this.profiles.load(id, async () => {
      const account = await this.findById(id);
      return account ? profileOf(account) : null;
    });
  }

  /** The profile when this process has it cached, else undefined (then ask profile()); synchronous. */
  cachedProfile(id: string): AccountProfile | undefined {
    return this.profiles.get(id);
  }

  async findByEmail(email: string): Promise<Account | null> {
    return this.accounts.byEmail(email.trim().toLowerCase());
  }
}

/** What of an account is shown to its owner and others: never its password's hash. */
export function profileOf(account: Account): AccountProfile {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    createdAt: account.createdAt,
    emailConfirmedAt: account.emailConfirmedAt,
    theme: account.theme,
    hasPassword: account.passwordChosen,
  };
}

function duplicateEmailError(): AppError {
  return AppError.badInput('An account with this e-mail address already exists. Please sign in instead.', {
    field: 'email',
  });
}

/** An address can sign in to one account only. */
export function emailTakenError(email: string): AppError {
  return AppError.badInput(`Another account already uses ${email}.`, { field: 'email' });
}
