import { LRUCache } from 'lru-cache';

/** Failed sign-ins allowed per e-mail address within the window before TOO_MANY_REQUESTS. */
export const MAX_FAILED_LOGINS = 10;
const WINDOW_MS = 15 * 60 * 1000;

/** Slows password guessing: counts recent failures per key (the e-mail address) in memory. */
export class LoginThrottle {
  private readonly failures = new LRUCache<string, number>({ max: 100_000, ttl: WINDOW_MS });

  isBlocked(key: string): boolean {
    return (this.failures.get(key) ?? 0) >= MAX_FAILED_LOGINS;
  }

  recordFailure(key: string): void {
    this.failures.set(key, (this.failures.get(key) ?? 0) + 1, { noUpdateTTL: this.failures.has(key) });
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
