import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type TestDatabases, openTestDatabases } from '../testing/test-platform';
import { advisoryXactLock } from './advisory-lock';

describe('advisoryXactLock', () => {
  let db: TestDatabases;
  const em = () => db.databases.control().em.fork() as EntityManager;
  beforeAll(async () => {
    db = await openTestDatabases(4);
  });
  afterAll(() => db.close());

  /** The advisory locks granted now on the key's hashtext, as PostgreSQL reports them. */
  async function holdersOf(key: string): Promise<number> {
    const [row] = await em()
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and granted
           and objid = (hashtext(?)::bigint & 4294967295)::oid`,
        [key],
      );
    return row.n;
  }

  /** Waits until some session waits for an advisory lock (pg_stat_activity says so). */
  async function untilSomeoneWaits(): Promise<void> {
    for (;;) {
      const [row] = await em()
        .getConnection()
        .execute<{ n: number }[]>(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and wait_event = 'advisory'
             and datname = current_database()`,
        );
      if (row.n > 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('should hold the lock of hashtext(key) until the transaction ends when taken through an entity manager', async () => {
    const key = `test:${randomUUID()}`;
    const during = await em().transactional(async (tx) => {
      await advisoryXactLock(tx, key);
      return holdersOf(key);
    });
    expect({ during, after: await holdersOf(key) }).toEqual({ during: 1, after: 0 });
  });

  it('should make a second transaction wait for the first when both lock the same key', async () => {
    const key = `test:${randomUUID()}`;
    const order: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = em().transactional(async (tx) => {
      await advisoryXactLock(tx, key);
      order.push('first locked');
      await released;
      order.push('first commits');
    });
    await until(() => order.includes('first locked'));
    const second = em().transactional(async (tx) => {
      await advisoryXactLock(tx, key);
      order.push('second locked');
    });
    await untilSomeoneWaits();
    expect(order).toEqual(['first locked']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'first commits', 'second locked']);
  });

  it('should not make a transaction wait when another holds a different key', async () => {
    const order: string[] = [];
    await em().transactional(async (outer) => {
      await advisoryXactLock(outer, `test:${randomUUID()}`);
      await em().transactional(async (other) => {
        await advisoryXactLock(other, `test:${randomUUID()}`);
        order.push('other locked');
      });
      order.push('outer commits');
    });
    expect(order).toEqual(['other locked', 'outer commits']);
  });

  it('should lock inside the given transaction when given a connection and a transaction', async () => {
    const key = `test:${randomUUID()}`;
    const connection = em().getConnection();
    const during = await connection.transactional(async (transaction) => {
      await advisoryXactLock({ connection, transaction }, key);
      return holdersOf(key);
    });
    expect({ during, after: await holdersOf(key) }).toEqual({ during: 1, after: 0 });
  });
});

async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}
