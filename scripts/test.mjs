// `npm test`: the static checks (scripts/static-checks.mjs) and Jest at the same time. Arguments go
// to Jest (`npm test -- e2e/web/search`).
//
// The checks took about 127 s of a 2-core CI machine before Jest could start (about 240 s of CPU: two
// web type checks, ESLint, Prettier), while Jest leaves about a tenth of both cores idle over its
// twenty minutes (suites waiting on PostgreSQL, Chromium or a timer). So the checks run beside Jest,
// under SCHED_IDLE: the kernel gives them a core only when no test process wants it, and takes it
// back the moment one does. A failed check still fails the run at once: its output is printed and
// Jest is stopped, as a failed check stopped the run before Jest used to start.
//
// First, and alone, the build Jest's deployment suites start (`node services/all-in-one/dist/...`):
// `tsc -b` of the server and the operator, a few seconds when they are up to date (`npm ci` builds
// them), so no check rewrites a file a suite is running.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { CHECKS, REPO_ROOT, runChecks, verdictLine } from './static-checks.mjs';

const bin = (name) => resolve(REPO_ROOT, 'node_modules', '.bin', name);

/** Runs a command with the terminal's stdio; resolves with its exit code. */
function runInherited(file, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(file, args, { cwd: REPO_ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(error.message);
      resolvePromise(1);
    });
    child.on('close', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    options.onSpawn?.(child);
  });
}

const buildCode = await runInherited(bin('tsc'), ['-b', 'services/all-in-one', 'operator']);
if (buildCode !== 0) {
  console.error('npm test: the server or the operator does not build (tsc -b services/all-in-one operator)');
  process.exit(buildCode);
}

let jest;
let jestEnded = false;
let stoppedForCheck;
/**
 * Jest runs in a process group of its own, so stopping it reaches its workers and their browsers
 * as Ctrl-C in a terminal would; a Ctrl-C or kill meant for this script is passed on to it.
 */
const stopJest = (signal) => {
  if (!jest?.pid || jestEnded) return;
  try {
    process.kill(-jest.pid, signal);
  } catch {
    // It has just ended.
  }
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    stopJest(signal);
    process.exitCode = 1;
  });

const checksStarted = performance.now();
const concurrency = Math.max(1, Number(process.env.CHECKS_CONCURRENCY) || availableParallelism());
const checks = runChecks({
  checks: CHECKS,
  concurrency,
  idle: true,
  onResult: (result) => {
    process.stdout.write(`\n${verdictLine(result)} (beside Jest)\n`);
    if (result.code === 0) return;
    if (result.output.trim()) process.stdout.write(`${result.output.trimEnd()}\n`);
    if (jestEnded) return;
    stoppedForCheck ??= result.name;
    stopJest('SIGINT');
  },
});

const jestCode = await runInherited(
  process.execPath,
  [bin('jest'), '--maxWorkers=2', '--randomize', '--showSeed', ...process.argv.slice(2)],
  {
    detached: true,
    // Not the terminal's input: a process group in the background that reads it is stopped.
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --max-old-space-size=12288' },
    onSpawn: (child) => (jest = child),
  },
);
jestEnded = true;

const results = await checks;
const seconds = ((performance.now() - checksStarted) / 1000).toFixed(1);
const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(
    `\nchecks: ${failed.length} of ${results.length} failed (${failed.map((r) => r.name).join('; ')}) in ${seconds} s` +
      (stoppedForCheck ? `; Jest was stopped when "${stoppedForCheck}" failed` : ''),
  );
  process.exit(1);
}
console.log(`\nchecks: all ${results.length} passed in ${seconds} s, beside Jest`);
process.exit(jestCode === 0 ? (process.exitCode ?? 0) : jestCode);
