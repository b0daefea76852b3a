import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  type Config,
  MAX_LENGTH,
  normalizeEmail,
  passwordProblem,
  requireText,
} from '@fieldnote/core';
import { Account, CONFIG, Databases } from '@fieldnote/db';
import { LRUCache } from 'lru-cache';
import { failedLoginLimiters } from './rate-limiter';
import { PasswordHasher } from './password-hasher';

/** The public face of an account. */
export interface AccountProfile {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
}

const PROFILE_CACHE_TTL_MS = 5_000;

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
}

/** Accounts: who can sign in, with what password. */
@Injectable()
export class AccountsService {
  private readonly hasher: PasswordHasher;
  private readonly failedLogins: ReturnType<typeof failedLoginLimiters>;
  private readonly profiles = new LRUCache<string, AccountProfile>({
    max: 50_000,
    ttl: PROFILE_CACHE_TTL_MS,
  });

  constructor(
    private readonly databases: Databases,
    @Inject(CONFIG) config: Config,
  ) {
    this.hasher = new PasswordHasher(config.SCRYPT_LOG_N);
    this.failedLogins = failedLoginLimiters(databases);
  }

  async signUp(input: SignUpInput): Promise<Account> {
    const email = normalizeEmail(input.email, MAX_LENGTH.teamUserEmail);
    const name = requireText(input.name, 'Name', MAX_LENGTH.teamUserName);
    const problem = passwordProblem(input.password);
    if (problem) throw AppError.badInput(problem, { field: 'password' });
    const em = this.databases.control().em.fork();
    if (await em.findOne(Account, { email })) throw duplicateEmailError();
    const account = em.create(Account, {
      id: randomUUID(),
      email,
      name,
      passwordHash: await this.hasher.hash(input.password),
      createdAt: new Date(),
    });
    try {
      await em.flush();
    } catch (error) {
      // Two sign-ups with one address at once: the unique index decides, the loser gets the same answer.
      if ((error as { code?: string }).code === '23505') throw duplicateEmailError();
      throw error;
    }
    return account;
  }

  /** The account for this e-mail and password; one message for every failure, so it reveals nothing. */
  async verifyLogin(rawEmail: string, password: string, client = 'unknown'): Promise<Account> {
    const email = rawEmail.trim().toLowerCase();
    const clientKey = `${email}|${client}`;
    const { perClient, perAddress } = this.failedLogins;
    const [clientBlocked, addressBlocked] = await Promise.all([
      perClient.isBlocked(clientKey),
      perAddress.isBlocked(email),
    ]);
    if (clientBlocked || addressBlocked) {
      throw AppError.tooManyRequests(
        'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      );
    }
    const account = await this.databases.control().em.fork().findOne(Account, { email });
    const ok =
      account !== null &&
      password.length <= MAX_LENGTH.appPassword &&
      (await this.hasher.verify(password, account.passwordHash));
    if (!ok || !account) {
      await Promise.all([perClient.record(clientKey), perAddress.record(email)]);
      throw AppError.unauthenticated('The e-mail address or password is incorrect.');
    }
    await perClient.reset(clientKey);
    return account;
  }

  async findById(id: string): Promise<Account | null> {
    return this.databases.control().em.fork().findOne(Account, { id });
  }

  /**
   * Who the caller is, for every request that shows it (`me`): cached like the session it comes
   * from, as names and addresses do not change under a signed-in request.
   */
  async profile(id: string): Promise<AccountProfile | null> {
    const cached = this.cachedProfile(id);
    if (cached) return cached;
    const account = await this.findById(id);
    if (!account) return null;
    const profile = {
      id: account.id,
      email: account.email,
      name: account.name,
      createdAt: account.createdAt,
    };
    this.profiles.set(id, profile);
    return profile;
  }

  /** The profile when this process has it cached, else undefined (then ask profile()); synchronous. */
  cachedProfile(id: string): AccountProfile | undefined {
    return this.profiles.get(id);
  }

  async findByEmail(email: string): Promise<Account | null> {
    return this.databases.control().em.fork().findOne(Account, { email: email.trim().toLowerCase() });
  }
}

function duplicateEmailError(): AppError {
  return AppError.badInput('An account with this e-mail address already exists. Please sign in instead.', {
    field: 'email',
  });
}
