import { LRUCache } from 'lru-cache';

/**
 * Counts events per key (an e-mail address) within a sliding window, in memory: enough to slow
 * password guessing and mail flooding on one instance.
 */
export class RateLimiter {
  private readonly counts: LRUCache<string, number>;

  constructor(
    private readonly max: number,
    windowMs: number,
  ) {
    this.counts = new LRUCache<string, number>({ max: 100_000, ttl: windowMs });
  }

  isBlocked(key: string): boolean {
    return (this.counts.get(key) ?? 0) >= this.max;
  }

  record(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1, { noUpdateTTL: this.counts.has(key) });
  }

  reset(key: string): void {
    this.counts.delete(key);
  }
}

/**
 * Failed sign-ins allowed in 15 minutes before TOO_MANY_REQUESTS: per address and client, so a
 * stranger cannot lock an account out for its owner; and, much higher, per address from anywhere,
 * against guessing spread over many clients.
 */
export const MAX_FAILED_LOGINS_PER_CLIENT = 10;
export const MAX_FAILED_LOGINS_PER_ADDRESS = 100;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const failedLoginLimiters = () => ({
  perClient: new RateLimiter(MAX_FAILED_LOGINS_PER_CLIENT, LOGIN_WINDOW_MS),
  perAddress: new RateLimiter(MAX_FAILED_LOGINS_PER_ADDRESS, LOGIN_WINDOW_MS),
});

/** "Find my workspace" e-mails per address per hour. */
export const MAX_WORKSPACE_LIST_MAILS = 5;
export const workspaceListMailLimiter = (): RateLimiter =>
  new RateLimiter(MAX_WORKSPACE_LIST_MAILS, 60 * 60 * 1000);
