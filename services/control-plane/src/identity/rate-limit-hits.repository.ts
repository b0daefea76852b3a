import type { Databases } from '@fieldnote/db';

/**
 * The SQL of `control.rate_limit_hits`: one row per counted event, by bucket (the limit) and key,
 * timed by the database's clock so that replicas with drifting clocks agree.
 */
export class RateLimitHitsRepository {
  constructor(private readonly databases: Databases) {}

  /** How many hits the key has had within the last `windowSeconds`. */
  async countWithin(bucket: string, key: string, windowSeconds: number): Promise<number> {
    const [row] = await this.sql().execute<{ hits: string }[]>(
      `select count(*) as hits from control.rate_limit_hits
       where bucket = ? and key = ? and at > now() - make_interval(secs => ?)`,
      [bucket, key, windowSeconds],
    );
    return Number(row?.hits ?? 0);
  }

  /** The key's hits within the last `windowSeconds` and the seconds since the latest (Infinity: none). */
  async statsWithin(
    bucket: string,
    key: string,
    windowSeconds: number,
  ): Promise<{ count: number; secondsSinceLast: number }> {
    const [row] = await this.sql().execute<{ hits: string; since: string | null }[]>(
      `select count(*) as hits, extract(epoch from now() - max(at)) as since from control.rate_limit_hits
       where bucket = ? and key = ? and at > now() - make_interval(secs => ?)`,
      [bucket, key, windowSeconds],
    );
    return { count: Number(row?.hits ?? 0), secondsSinceLast: Number(row?.since ?? Infinity) };
  }

  /** Records a hit now, deleting the key's hits older than the window in the same statement. */
  async record(bucket: string, key: string, windowSeconds: number): Promise<void> {
    // Old hits of this key go as new ones come: the table holds only what a window can still count.
    await this.sql().execute(
      `with expired as (delete from control.rate_limit_hits
         where bucket = ? and key = ? and at <= now() - make_interval(secs => ?))
       insert into control.rate_limit_hits (bucket, key) values (?, ?)`,
      [bucket, key, windowSeconds, bucket, key],
    );
  }

  /** Forgets every hit of the key. */
  async reset(bucket: string, key: string): Promise<void> {
    await this.sql().execute('delete from control.rate_limit_hits where bucket = ? and key = ?', [
      bucket,
      key,
    ]);
  }

  private sql() {
    return this.databases.control().em.getConnection();
  }
}
