import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The PostgreSQL the tests use: DATABASE_URL, else the machine's local server. */
export const TEST_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database on the test server, so suites never see each other's data. */
export async function createTestDatabase(prefix = 'fieldnote_t'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (client) => {
    await client.query(`create database ${name}`);
    // A commit returns before its WAL reaches the disk (about 5 ms per commit here, against 0.5): a
    // test database needs no durability across a crash of PostgreSQL itself, and tests commit tens of
    // thousands of times. What a crash of the server process must not lose is tested on the embedded
    // PostgreSQL of `npm start` (e2e/deploy), whose settings are the product's own.
    await client.query(`alter database ${name} set synchronous_commit = off`);
  });
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
