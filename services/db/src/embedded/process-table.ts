import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** What the operating system says about one running process. */
export interface ProcessEntry {
  pid: number;
  /** The parent: 1 (or a subreaper) once the process that started it has died. */
  ppid: number;
  /** The command line, argument by argument where the system gives it so (Linux /proc). */
  argv: string[];
}

/**
 * Looks a process up by pid: from /proc on Linux, else from `ps` (macOS, BSD). Undefined when no
 * such process runs (a zombie counts as gone: it holds nothing any more).
 */
export function readProcess(pid: number): ProcessEntry | undefined {
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return existsSync('/proc/self/stat') ? fromProc(pid) : fromPs(pid);
}

/** True while a process with this pid exists, also when it belongs to another user. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return readProcess(pid) !== undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function fromProc(pid: number): ProcessEntry | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z' || state === 'X') return undefined;
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { pid, ppid: Number(ppid), argv };
  } catch {
    return undefined;
  }
}

function fromPs(pid: number): ProcessEntry | undefined {
  try {
    const line = execFileSync('ps', ['-o', 'ppid=', '-o', 'stat=', '-o', 'command=', '-p', String(pid)], {
      encoding: 'utf8',
    }).trim();
    const match = /^(\d+)\s+(\S+)\s+(.*)$/.exec(line);
    if (!match || match[2].startsWith('Z')) return undefined;
    // ps joins the arguments with spaces; good enough to recognise a command and its -D argument.
    return { pid, ppid: Number(match[1]), argv: match[3].split(' ') };
  } catch {
    return undefined;
  }
}
