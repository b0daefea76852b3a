import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger } from '@fieldnote/core';
import { EmbeddedDatabaseError } from './embedded-database.errors';
import { POSTMASTER_PID_FILE } from './postmaster-lock';
import { isProcessAlive } from './process-table';
import { reclaimDataDir } from './reclaim-data-dir';

// A stand-in postmaster: a process whose argv[0] is `postgres` with `-D <dir>`, ending on SIGINT as
// PostgreSQL's fast shutdown does. The real one is exercised by e2e/deploy/embedded-start.e2e-spec.ts.
const FAKE_POSTMASTER = `process.on('SIGINT', () => process.exit(0)); setInterval(() => {}, 1000);`;
const logger = createLogger('silent');

describe(reclaimDataDir.name, () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  function newDatabaseDir(): string {
    const root = mkdtempSync(join(tmpdir(), 'fieldnote-reclaim-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const dir = join(root, 'pg');
    mkdirSync(dir);
    return dir;
  }

  function writeLock(dir: string, pid: number, dataDir = dir): void {
    writeFileSync(
      join(dir, POSTMASTER_PID_FILE),
      `${pid}\n${dataDir}\n1700000000\n54321\n/tmp\n*\n 1234 5678\nready   \n`,
    );
  }

  function lockPid(dir: string): number {
    return Number(readFileSync(join(dir, POSTMASTER_PID_FILE), 'utf8').split('\n')[0]);
  }

  /** A fake postmaster, child of this (Node) process. */
  function fakePostmaster(dataDir: string): ChildProcess {
    const child = spawn(process.execPath, ['-e', FAKE_POSTMASTER, '--', '-D', dataDir], {
      argv0: 'postgres',
      stdio: 'ignore',
    });
    cleanups.push(() => void child.kill('SIGKILL'));
    return child;
  }

  /** A fake postmaster whose parent has exited, as after `kill -9` of the Node process that started it. */
  function orphanedFakePostmaster(dataDir: string): number {
    const starter = `const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(FAKE_POSTMASTER)}, '--', '-D', ${JSON.stringify(dataDir)}], { argv0: 'postgres', stdio: 'ignore', detached: true }); c.unref(); console.log(c.pid);`;
    const pid = Number(execFileSync(process.execPath, ['-e', starter], { encoding: 'utf8' }).trim());
    cleanups.push(() => {
      if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
    });
    return pid;
  }

  /** A process that is no postgres at all, as when the pid was reused. */
  function bystander(): ChildProcess {
    const child = spawn('sleep', ['600'], { stdio: 'ignore' });
    cleanups.push(() => void child.kill('SIGKILL'));
    return child;
  }

  async function startedProcess(child: ChildProcess): Promise<number> {
    await new Promise((resolve) => child.once('spawn', resolve));
    // Until exec has happened the pid still shows the parent's command line.
    await sleep(200);
    return child.pid!;
  }

  it('should report a free data directory when there is no postmaster.pid', async () => {
    await expect(reclaimDataDir(newDatabaseDir(), logger)).resolves.toBe('free');
  });

  it('should remove an empty postmaster.pid left by a postmaster killed while writing it', async () => {
    const dir = newDatabaseDir();
    writeFileSync(join(dir, POSTMASTER_PID_FILE), '');
    await expect(reclaimDataDir(dir, logger)).resolves.toBe('removed-unreadable-lock');
    expect(() => readFileSync(join(dir, POSTMASTER_PID_FILE))).toThrow();
  });

  it('should leave a lock naming a dead pid to PostgreSQL when the postmaster died', async () => {
    const dir = newDatabaseDir();
    const gone = spawn('true');
    await new Promise((resolve) => gone.once('exit', resolve));
    writeLock(dir, gone.pid!);
    await expect(reclaimDataDir(dir, logger)).resolves.toBe('stale-lock');
    expect(lockPid(dir)).toBe(gone.pid);
  });

  it('should release a lock whose pid was reused by another process without signalling that process', async () => {
    const dir = newDatabaseDir();
    const other = await startedProcess(bystander());
    writeLock(dir, other);
    await expect(reclaimDataDir(dir, logger)).resolves.toBe('released-reused-pid');
    // PostgreSQL treats a lock naming its own parent (this process) as stale.
    expect(lockPid(dir)).toBe(process.pid);
    expect(isProcessAlive(other)).toBe(true);
  });

  it('should never signal a postmaster of another data directory named in the lock', async () => {
    const dir = newDatabaseDir();
    const elsewhere = await startedProcess(fakePostmaster(newDatabaseDir()));
    writeLock(dir, elsewhere);
    await expect(reclaimDataDir(dir, logger)).resolves.toBe('released-reused-pid');
    await sleep(200);
    expect(isProcessAlive(elsewhere)).toBe(true);
  });

  it('should refuse with the owner named when a live Node process runs the postmaster of this directory', async () => {
    const dir = newDatabaseDir();
    const postmaster = await startedProcess(fakePostmaster(dir));
    writeLock(dir, postmaster);
    const refusal = reclaimDataDir(dir, logger);
    await expect(refusal).rejects.toThrow(EmbeddedDatabaseError);
    await expect(refusal).rejects.toThrow(`in use by another running Fieldnote (Node process ${process.pid}`);
    expect(isProcessAlive(postmaster)).toBe(true);
  });

  it('should stop an orphaned postmaster of this directory with a fast shutdown', async () => {
    const dir = newDatabaseDir();
    const postmaster = orphanedFakePostmaster(dir);
    await sleep(300);
    writeLock(dir, postmaster);
    await expect(reclaimDataDir(dir, logger)).resolves.toBe('stopped-orphaned-postmaster');
    expect(isProcessAlive(postmaster)).toBe(false);
  });
});
