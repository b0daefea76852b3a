/** What V8 prints (to stderr) just before it aborts a process whose heap is full. */
const HEAP_EXHAUSTED = 'JavaScript heap out of memory';

/**
 * Why the server process ended, in words for the supervisor's log line: "ran out of memory (heap
 * limit 192 MB)", "was killed with SIGKILL …", "exited with code 1". `stderrTail` is the end of what
 * it wrote to stderr, where V8 leaves its last words when the heap is exhausted (it then aborts:
 * SIGABRT, the shell's exit code 134).
 */
export function describeExit(
  exitCode: number | null,
  signal: NodeJS.Signals | null,
  stderrTail: string,
  heapLimitMb: number | undefined,
): string {
  if (stderrTail.includes(HEAP_EXHAUSTED))
    return heapLimitMb === undefined
      ? `ran out of memory (Node's default heap limit)`
      : `ran out of memory (heap limit ${heapLimitMb} MB, FIELDNOTE_MAX_HEAP_MB)`;
  if (signal === 'SIGKILL')
    return 'was killed with SIGKILL (by a person, or by the system when the machine ran out of memory)';
  if (signal) return `was stopped by ${signal}`;
  return `exited with code ${exitCode}`;
}

/**
 * The heap limit the server runs with, in MB: the last --max-old-space-size among NODE_OPTIONS and
 * then the command line's flags (which Node applies after NODE_OPTIONS); undefined when neither sets it.
 */
export function heapLimitMb(execArgv: readonly string[], nodeOptions = ''): number | undefined {
  let limit: number | undefined;
  for (const flag of [...nodeOptions.split(/\s+/), ...execArgv]) {
    const match = /^--max[-_]old[-_]space[-_]size=(\d+)$/.exec(flag);
    if (match) limit = Number(match[1]);
  }
  return limit;
}
