import { type ChildProcess, spawn } from 'node:child_process';
import { Socket } from 'node:net';
import type { Logger } from '@fieldnote/core';

/** The watchdog's name in `ps` (its `$0`), so a person or a test can tell it from other shells. */
export const WATCHDOG_PROCESS_NAME = 'fieldnote-postgres-watchdog';

// Why a shell reading a pipe: Linux's prctl(PR_SET_PDEATHSIG) is out of Node's reach, and the
// postmaster ignores SIGPIPE, so it outlives a Node process that dies hard (OOM, kill -9) and keeps
// the data directory locked. This shell's stdin is a pipe whose only writer is the Node process
// (libuv opens it close-on-exec, so postgres never inherits it). Whatever way Node ends, the kernel
// closes that end, `read` sees EOF at once (no polling, no pid to reuse) and the shell asks the
// postmaster for a fast shutdown (SIGINT: disconnect, checkpoint, exit), so the next start finds the
// data directory free and consistent. Terminal and service-manager signals are ignored: only the
// pipe decides. Before signalling it checks that the data directory's lock file still names that
// pid and, where /proc exists, that the pid is still a postgres, so a pid reused after the
// postmaster stopped is never hit. It uses only shell built-ins.
const SCRIPT = `
trap '' HUP INT TERM QUIT
while read -r _; do :; done
IFS= read -r holder < "$2" 2>/dev/null || exit 0
[ "$holder" = "$1" ] || exit 0
if [ -r "/proc/$1/comm" ]; then IFS= read -r comm < "/proc/$1/comm"; [ "$comm" = postgres ] || exit 0; fi
kill -INT "$1" 2>/dev/null
`;

/** A running watchdog; `disarm()` on an orderly stop, before the postmaster is stopped by us. */
export interface ParentDeathWatchdog {
  pid: number | undefined;
  disarm(): void;
}

/**
 * Ties the postmaster `postmasterPid` (holding `lockFile`) to the life of this Node process: when
 * this process ends in any way, the postmaster gets SIGINT. Not on Windows (no sh; the package
 * stops the database from its exit hook there).
 */
export function startParentDeathWatchdog(
  postmasterPid: number,
  lockFile: string,
  logger: Logger,
): ParentDeathWatchdog {
  if (process.platform === 'win32') return { pid: undefined, disarm: () => undefined };
  const child: ChildProcess = spawn(
    '/bin/sh',
    ['-c', SCRIPT, WATCHDOG_PROCESS_NAME, String(postmasterPid), lockFile],
    { stdio: ['pipe', 'ignore', 'ignore'] },
  );
  child.on('error', (err) => logger.warn({ err }, 'the embedded PostgreSQL watchdog could not run'));
  // Neither the child nor its pipe may keep this process alive; the pipe is never written to.
  child.unref();
  child.stdin?.on('error', () => undefined);
  if (child.stdin instanceof Socket) child.stdin.unref();
  return {
    pid: child.pid,
    disarm: () => {
      child.kill('SIGKILL');
    },
  };
}
