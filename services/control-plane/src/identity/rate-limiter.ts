import type { Databases } from '@fieldnote/db';

/**
 * Counts events per key (an e-mail address, an address and client) within a sliding window, in the
 * control database, so that every replica of the fleet sees the same count: two API pods must not
 * allow twice the failed sign-ins.
 */
export class RateLimiter {
  constructor(
    private readonly databases: Databases,
    /** Names the limit, e.g. `login-client`; keys of different limits never mix. */
    private readonly bucket: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  async isBlocked(key: string): Promise<boolean> {
    const [row] = await this.sql().execute<{ hits: string }[]>(
      `select count(*) as hits from control.rate_limit_hits
       where bucket = ? and key = ? and at > now() - make_interval(secs => ?)`,
      [this.bucket, key, this.windowMs / 1000],
    );
    return Number(row?.hits ?? 0) >= this.max;
  }

  /**
   * Events of the key within the window and the seconds since the latest, measured by the
   * database's clock so that replicas with drifting clocks agree.
   */
  async stats(key: string): Promise<{ count: number; secondsSinceLast: number }> {
    const [row] = await this.sql().execute<{ hits: string; since: string | null }[]>(
      `select count(*) as hits, extract(epoch from now() - max(at)) as since from control.rate_limit_hits
       where bucket = ? and key = ? and at > now() - make_interval(secs => ?)`,
      [this.bucket, key, this.windowMs / 1000],
    );
    return { count: Number(row?.hits ?? 0), secondsSinceLast: Number(row?.since ?? Infinity) };
  }

  async record(key: string): Promise<void> {
    // Old hits of this key go as new ones come: the table holds only what a window can still count.
    await this.sql().execute(
      `with expired as (delete from control.rate_limit_hits
         where bucket = ? and key = ? and at <= now() - make_interval(secs => ?))
       insert into control.rate_limit_hits (bucket, key) values (?, ?)`,
      [this.bucket, key, this.windowMs / 1000, this.bucket, key],
    );
  }

  async reset(key: string): Promise<void> {
    await this.sql().execute('delete from control.rate_limit_hits where bucket = ? and key = ?', [
      this.bucket,
      key,
    ]);
  }

  private sql() {
    return this.databases.control().em.getConnection();
  }
}

/** "Find my workspace" e-mails per address per hour. */
export const MAX_WORKSPACE_LIST_MAILS = 5;
export const workspaceListMailLimiter = (databases: Databases): RateLimiter =>
  new RateLimiter(databases, 'workspace-list-mail', MAX_WORKSPACE_LIST_MAILS, 60 * 60 * 1000);
