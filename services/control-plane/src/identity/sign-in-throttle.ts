import {
  ACCOUNT_LOCKOUT_FAILURES,
  ACCOUNT_LOCKOUT_WINDOW_SECONDS,
  AppError,
  SIGN_IN_FAILURE_WINDOW_SECONDS,
  signInDelaySeconds,
} from '@fieldnote/core';
import type { Databases } from '@fieldnote/db';
import { RateLimiter } from './rate-limiter';

/**
 * Counts failed password sign-ins in the control database (shared by every replica): per account
 * and source address, for the growing delays that slow one guesser without touching the owner at
 * another address; and per account from everywhere, for the lockout against guessing spread over
 * many addresses.
 */
export class SignInThrottle {
  private readonly perClient: RateLimiter;
  private readonly perAccount: RateLimiter;

  constructor(databases: Databases) {
    // The delays, not a maximum, limit an address, so its bucket never reports "blocked" by count.
    this.perClient = new RateLimiter(
      databases,
      'login-client',
      Number.MAX_SAFE_INTEGER,
      SIGN_IN_FAILURE_WINDOW_SECONDS * 1000,
    );
    this.perAccount = new RateLimiter(
      databases,
      'login-account',
      ACCOUNT_LOCKOUT_FAILURES,
      ACCOUNT_LOCKOUT_WINDOW_SECONDS * 1000,
    );
  }

  /** Refuses with TOO_MANY_REQUESTS, saying when to retry, while this address must still wait. */
  async assertMayTry(email: string, client: string): Promise<void> {
    const { count, secondsSinceLast } = await this.perClient.stats(clientKey(email, client));
    const wait = Math.ceil(signInDelaySeconds(count) - secondsSinceLast);
    if (wait > 0) {
      throw AppError.tooManyRequests(
        `Too many failed sign-in attempts from your network. Please try again in ${wait} ${wait === 1 ? 'second' : 'seconds'}.`,
      );
    }
  }

  /** Whether failures from all addresses together have reached the account lockout. */
  async accountThresholdReached(email: string): Promise<boolean> {
    return this.perAccount.isBlocked(email);
  }

  /** Records one failure from this address; true when it brings the account to the lockout. */
  async recordFailure(email: string, client: string): Promise<boolean> {
    await Promise.all([this.perClient.record(clientKey(email, client)), this.perAccount.record(email)]);
    return this.perAccount.isBlocked(email);
  }

  /** A correct password from this address: its own failures are forgiven. */
  async clearClient(email: string, client: string): Promise<void> {
    await this.perClient.reset(clientKey(email, client));
  }

  /** The owner ended a lockout: the account-wide count starts again. */
  async clearAccount(email: string): Promise<void> {
    await this.perAccount.reset(email);
  }
}

function clientKey(email: string, client: string): string {
  return `${email}|${client}`;
}
