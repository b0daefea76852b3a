import { randomUUID } from 'node:crypto';
import { Databases } from '@fieldnote/db';
import { type TestDatabases, openTestDatabases } from '../../../db/src/testing/test-platform';
import { RateLimiter } from './rate-limiter';

describe(RateLimiter.name, () => {
  let db: TestDatabases;
  /** A second process on the same control database, as a second API pod of the fleet is. */
  let otherReplica: Databases;

  beforeAll(async () => {
    db = await openTestDatabases();
    otherReplica = await Databases.open({ DATABASE_URL: db.database.url, DB_POOL_SIZE: 2 });
  });
  afterAll(async () => {
    await otherReplica.close();
    await db.close();
  });

  const key = () => `person-${randomUUID()}@example.com`;
  const WINDOW_MS = 15 * 60 * 1000;

  it('should block a key after max events, counting those of every replica', async () => {
    const here = new RateLimiter(db.databases, 'login-client', 3, WINDOW_MS);
    const there = new RateLimiter(otherReplica, 'login-client', 3, WINDOW_MS);
    const k = key();
    await here.record(k);
    await there.record(k);
    expect(await here.isBlocked(k)).toBe(false);
    await there.record(k);
    expect(await here.isBlocked(k)).toBe(true);
    expect(await there.isBlocked(k)).toBe(true);
    expect(await here.isBlocked(key())).toBe(false);
  });

  it('should keep the counts of different limits apart', async () => {
    const logins = new RateLimiter(db.databases, 'login-address', 1, WINDOW_MS);
    const mails = new RateLimiter(db.databases, 'workspace-list-mail', 1, WINDOW_MS);
    const k = key();
    await logins.record(k);
    expect(await logins.isBlocked(k)).toBe(true);
    expect(await mails.isBlocked(k)).toBe(false);
  });

  it('should forget a key on reset, for every replica', async () => {
    const here = new RateLimiter(db.databases, 'login-client', 1, WINDOW_MS);
    const there = new RateLimiter(otherReplica, 'login-client', 1, WINDOW_MS);
    const k = key();
    await here.record(k);
    await there.reset(k);
    expect(await here.isBlocked(k)).toBe(false);
  });

  it('should not count events older than the window, and drop them when the key is hit again', async () => {
    const sut = new RateLimiter(db.databases, 'login-client', 2, WINDOW_MS);
    const k = key();
    const sql = db.databases.control().em.getConnection();
    // Two events from before the window, as if recorded 16 minutes ago.
    for (let i = 0; i < 2; i++)
      await sql.execute(
        `insert into control.rate_limit_hits (bucket, key, at) values ('login-client', ?, now() - interval '16 minutes')`,
        [k],
      );
    expect(await sut.isBlocked(k)).toBe(false);
    await sut.record(k);
    const rows = await sql.execute<{ n: string }[]>(
      `select count(*) as n from control.rate_limit_hits where key = ?`,
      [k],
    );
    expect(Number(rows[0].n)).toBe(1);
  });
});
