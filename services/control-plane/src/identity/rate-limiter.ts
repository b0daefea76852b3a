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

/** Failed sign-ins allowed per e-mail address in 15 minutes before TOO_MANY_REQUESTS. */
export const MAX_FAILED_LOGINS = 10;
export const failedLoginLimiter = (): RateLimiter => new RateLimiter(MAX_FAILED_LOGINS, 15 * 60 * 1000);

/** "Find my workspace" e-mails per address per hour. */
export const MAX_WORKSPACE_LIST_MAILS = 5;
export const workspaceListMailLimiter = (): RateLimiter =>
  new RateLimiter(MAX_WORKSPACE_LIST_MAILS, 60 * 60 * 1000);
