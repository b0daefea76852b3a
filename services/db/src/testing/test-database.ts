import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { Client } from 'pg';

/** The PostgreSQL the tests use: DATABASE_URL, else the machine's local server. */
export const TEST_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A test database's name is `<prefix><pid>_<random>`, the pid of the process that made it, so a run
 * can drop what a process that is gone left behind (testDatabasesOfGoneProcesses).
 */
const TEST_DATABASE_NAME = /^fieldnote_[a-z](\d+)_[0-9a-f]+$/;

export interface TestDatabase {
  url: string;
  /** Drops it now, or hands it to the Jest worker's background drops (background-drops.ts). */
  drop(): Promise<void>;
}

/**
 * Set by the Jest environment (scripts/jest/shared-server-environment.js): drops a database in the
 * worker's background queue, so a suite's afterAll does not wait for it.
 */
type DropLater = (name: string) => void;

/** A fresh, empty database on the test server, so suites never see each other's data. */
export async function createTestDatabase(prefix = 'fieldnote_t'): Promise<TestDatabase> {
  const name = `${prefix}${process.pid}_${randomBytes(6).toString('hex')}`;
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
    drop: async () => {
      // PostgreSQL 15 makes every DROP DATABASE wait for a checkpoint, whose sync of the files
      // written since the last one took 0.3 s at the median in a full run, 3.3 s while the disk was
      // busy, and up to 12 s: in Jest's workers the drop goes to the worker's background queue, and
      // the next suite starts meanwhile.
      const later = (globalThis as { __fieldnoteDropDatabaseLater?: DropLater }).__fieldnoteDropDatabaseLater;
      if (later) later(name);
      else await dropTestDatabase(name);
    },
  };
}

/** Drops a test database now (its connections, if any are left, closed by force). */
export async function dropTestDatabase(name: string): Promise<void> {
  const started = performance.now();
  await withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`));
  // For whoever tunes the run: what each drop costs.
  const log = process.env.FIELDNOTE_DB_LOG;
  if (log)
    appendFileSync(log, `${JSON.stringify({ drop: name, seconds: (performance.now() - started) / 1000 })}\n`);
}

/**
 * The test databases whose process is gone: a Jest worker that Jest killed (it waits 500 ms after
 * SIGTERM when it replaces a worker whose memory grew) or a run that was stopped leaves its databases
 * behind, and the next run drops them, so they never pile up. Only dead processes' databases: other
 * runs on the machine keep theirs.
 */
export async function testDatabasesOfGoneProcesses(): Promise<string[]> {
  const { rows } = await withAdmin((client) =>
    client.query<{ datname: string }>(`select datname from pg_database where datname like 'fieldnote\\_%'`),
  );
  return rows
    .map((row) => row.datname)
    .filter((name) => {
      const pid = Number(TEST_DATABASE_NAME.exec(name)?.[1]);
      return pid > 0 && !isAlive(pid);
    });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
