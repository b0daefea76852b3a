import { readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@fieldnote/core';
import { EmbeddedDatabaseError } from './embedded-database.errors';
import { POSTMASTER_PID_FILE, type PostmasterLock, readPostmasterLock } from './postmaster-lock';
import { type ProcessEntry, isProcessAlive, readProcess } from './process-table';

/** How long an orphaned postmaster gets for a fast shutdown (SIGINT) before an immediate one (SIGQUIT). */
export const ORPHAN_FAST_SHUTDOWN_TIMEOUT_MS = 30_000;
/** How long it then gets for an immediate shutdown before we give up and say what to do. */
export const ORPHAN_IMMEDIATE_SHUTDOWN_TIMEOUT_MS = 10_000;
const POLL_MS = 100;

/** What was found in the data directory and done about it, for the log and the tests. */
export type ReclaimOutcome =
  'free' | 'removed-unreadable-lock' | 'stale-lock' | 'released-reused-pid' | 'stopped-orphaned-postmaster';

/**
 * Makes `databaseDir` free for a new postmaster after a previous run died hard (OOM, `kill -9`):
 * - no `postmaster.pid`: nothing to do;
 * - a lock file naming no live process: left to PostgreSQL, which removes it after checking that no
 *   backend of the dead postmaster still holds its shared memory, then recovers from its log;
 * - a lock file naming a live process that is not a postmaster of this directory (the pid was
 *   reused), on which PostgreSQL would refuse to start: its pid is replaced by ours. PostgreSQL
 *   treats a lock naming its own parent as stale (miscinit.c CreateLockFile) and still runs its
 *   shared-memory check, which deleting the file would skip;
 * - an empty or garbled lock file (nothing PostgreSQL could check): removed;
 * - a postmaster of this directory whose parent is gone (orphaned): asked to stop with SIGINT (fast
 *   shutdown: disconnect, checkpoint, exit), waited for, then SIGQUIT if it hangs;
 * - a postmaster of this directory whose parent Node process is alive: another Fieldnote is using
 *   it, so this one refuses with a message saying which process to stop.
 * A postmaster of another data directory, or any other process, is never signalled.
 */
export async function reclaimDataDir(databaseDir: string, logger: Logger): Promise<ReclaimOutcome> {
  const lock = readPostmasterLock(databaseDir);
  if (lock === undefined) return 'free';
  if (lock === 'unreadable') {
    logger.warn({ databaseDir }, 'removing an unreadable postmaster.pid left by a crashed PostgreSQL');
    rmSync(resolve(databaseDir, POSTMASTER_PID_FILE), { force: true });
    return 'removed-unreadable-lock';
  }
  const holder = readProcess(lock.pid);
  if (!holder) {
    logger.warn(
      { databaseDir, postmasterPid: lock.pid },
      'the previous PostgreSQL of this data directory died without stopping; it will recover from its log',
    );
    return 'stale-lock';
  }
  if (!isPostmasterOf(holder, databaseDir)) {
    logger.warn(
      { databaseDir, postmasterPid: lock.pid, now: holder.argv.join(' ') },
      'the pid in postmaster.pid now belongs to another process: releasing the stale lock',
    );
    const lines = readFileSync(lock.file, 'utf8').split('\n');
    lines[0] = String(process.pid);
    writeFileSync(lock.file, lines.join('\n'));
    return 'released-reused-pid';
  }
  const parent = readProcess(holder.ppid);
  if (holder.ppid > 1 && parent && isNodeProcess(parent)) throw inUseError(databaseDir, lock, parent);
  logger.warn(
    { databaseDir, postmasterPid: lock.pid, port: lock.port },
    'stopping an orphaned PostgreSQL left running on this data directory by a previous run',
  );
  await stopOrphan(databaseDir, lock);
  return 'stopped-orphaned-postmaster';
}

/** A `postgres` (or `postmaster`) process whose `-D` names this data directory. */
export function isPostmasterOf(entry: ProcessEntry, databaseDir: string): boolean {
  const program = basename(entry.argv[0] ?? '');
  if (program !== 'postgres' && program !== 'postmaster') return false;
  const wanted = canonical(databaseDir);
  const dashD = entry.argv.indexOf('-D');
  if (dashD >= 0 && entry.argv[dashD + 1] && canonical(entry.argv[dashD + 1]) === wanted) return true;
  // `ps` (no /proc) joins arguments with spaces, which splits a data directory that has spaces in it.
  return ` ${entry.argv.join(' ')} `.includes(` -D ${wanted} `);
}

function isNodeProcess(entry: ProcessEntry): boolean {
  return /^node/i.test(basename(entry.argv[0] ?? ''));
}

function canonical(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

async function stopOrphan(databaseDir: string, lock: PostmasterLock): Promise<void> {
  try {
    process.kill(lock.pid, 'SIGINT');
    if (await exited(lock.pid, ORPHAN_FAST_SHUTDOWN_TIMEOUT_MS)) return;
    process.kill(lock.pid, 'SIGQUIT');
    if (await exited(lock.pid, ORPHAN_IMMEDIATE_SHUTDOWN_TIMEOUT_MS)) return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ESRCH') return;
    if (code === 'EPERM')
      throw new EmbeddedDatabaseError(
        `${orphanDescription(databaseDir, lock)} belongs to another user, so Fieldnote cannot stop it. ` +
          `Stop it as that user (or root) with \`kill -INT ${lock.pid}\` and run npm start again.`,
      );
    throw error;
  }
  throw new EmbeddedDatabaseError(
    `${orphanDescription(databaseDir, lock)} did not stop within ` +
      `${(ORPHAN_FAST_SHUTDOWN_TIMEOUT_MS + ORPHAN_IMMEDIATE_SHUTDOWN_TIMEOUT_MS) / 1000} s of SIGINT and SIGQUIT. ` +
      `Stop it with \`kill -KILL ${lock.pid}\` (PostgreSQL recovers from its log on the next start) and run npm start again.`,
  );
}

function orphanDescription(databaseDir: string, lock: PostmasterLock): string {
  return `An earlier PostgreSQL (pid ${lock.pid}${lock.port ? `, port ${lock.port}` : ''}) left running on ${databaseDir} by a Fieldnote that crashed`;
}

function inUseError(databaseDir: string, lock: PostmasterLock, owner: ProcessEntry): EmbeddedDatabaseError {
  return new EmbeddedDatabaseError(
    `The embedded database in ${databaseDir} is in use by another running Fieldnote ` +
      `(Node process ${owner.pid}: ${owner.argv.join(' ')}; PostgreSQL pid ${lock.pid}` +
      `${lock.port ? `, port ${lock.port}` : ''}). Stop that one first (Ctrl-C in its terminal, or ` +
      `\`kill ${owner.pid}\`), or start this one with another DATA_DIR.`,
  );
}

async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  for (let waited = 0; waited < timeoutMs; waited += POLL_MS) {
    if (!isProcessAlive(pid)) return true;
    await sleep(POLL_MS);
  }
  return !isProcessAlive(pid);
}
