import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file PostgreSQL keeps in its data directory while it runs, removed when it stops cleanly. */
export const POSTMASTER_PID_FILE = 'postmaster.pid';

/** What `postmaster.pid` says: who holds the data directory and where it listens. */
export interface PostmasterLock {
  /** The path of the lock file itself. */
  file: string;
  pid: number;
  dataDir: string;
  /** Undefined when the postmaster died before it wrote its port. */
  port: number | undefined;
}

/**
 * Reads `<databaseDir>/postmaster.pid` (line 1 pid, 2 data directory, 4 port; PostgreSQL's
 * miscadmin.h LOCK_FILE_LINE_*). Undefined when there is no lock file; 'unreadable' when it is
 * empty or garbled (a postmaster killed while writing it), which PostgreSQL itself refuses to start on.
 */
export function readPostmasterLock(databaseDir: string): PostmasterLock | 'unreadable' | undefined {
  const file = join(databaseDir, POSTMASTER_PID_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!/^\d+$/.test(lines[0] ?? '') || pid <= 0 || !lines[1]) return 'unreadable';
  const port = Number(lines[3]);
  return { file, pid, dataDir: lines[1], port: Number.isInteger(port) && port > 0 ? port : undefined };
}
