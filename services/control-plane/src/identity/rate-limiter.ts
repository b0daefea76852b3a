import type { Databases } from '@fieldnote/db';
import { RateLimitHitsRepository } from './rate-limit-hits.repository';

/**
 * Counts events per key (an e-mail address, an address and client) within a sliding window, in the
 * control database, so that every replica of the fleet sees the same count: two API pods must not
 * allow twice the failed sign-ins.
 */
export class RateLimiter {
  private readonly hits: RateLimitHitsRepository;

  constructor(
    databases: Databases,
    /** Names the limit, e.g. `login-client`; keys of different limits never mix. */
    private readonly bucket: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {
    this.hits = new RateLimitHitsRepository(databases);
  }

  async isBlocked(key: string): Promise<boolean> {
    return (await this.hits.countWithin(this.bucket, key, this.windowMs / 1000)) >= this.max;
  }

  /**
   * Events of the key within the window and the seconds since the latest, measured by the
   * database's clock so that replicas with drifting clocks agree.
   */
  stats(key: string): Promise<{ count: number; secondsSinceLast: number }> {
    return this.hits.statsWithin(this.bucket, key, this.windowMs / 1000);
  }

  async record(key: string): Promise<void> {
    await this.hits.record(this.bucket, key, this.windowMs / 1000);
  }

  async reset(key: string): Promise<void> {
    await this.hits.reset(this.bucket, key);
  }
}

/** "Find my workspace" e-mails per address per hour. */
export const MAX_WORKSPACE_LIST_MAILS = 5;
export const workspaceListMailLimiter = (databases: Databases): RateLimiter =>
  new RateLimiter(databases, 'workspace-list-mail', MAX_WORKSPACE_LIST_MAILS, 60 * 60 * 1000);
