// The static checks of `npm test`: ESLint, Prettier and the type checks. They are separate
// single-threaded processes that never read each other's output, so they run at once, as many at a
// time as asked, the longest first. Used by scripts/checks.mjs (the checks alone) and scripts/test.mjs
// (the checks beside Jest).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every check: its name, its group (the npm script that runs it alone), and its command. */
export const CHECKS = [
  { name: 'lint: prettier', group: 'lint', command: ['prettier', '--check', '.'] },
  { name: 'lint: eslint', group: 'lint', command: ['eslint', '.'] },
  {
    name: 'typecheck: web and its unit tests',
    group: 'typecheck',
    command: ['tsc', '-p', 'web/tsconfig.spec.json'],
  },
  { name: 'typecheck: web', group: 'typecheck', command: ['tsc', '-p', 'web/tsconfig.json'] },
  // The test files' project references the services' and operator's builds (tsconfig.tests.json),
  // so one `tsc -b` builds those and checks the tests against their declarations, not their sources again.
  {
    name: 'typecheck: services, operator and tests',
    group: 'typecheck',
    command: ['tsc', '-b', 'tsconfig.tests.json'],
  },
  {
    name: 'typecheck: admin console',
    group: 'typecheck',
    command: ['tsc', '-p', 'admin-console/tsconfig.json'],
  },
];

/** Linux's `chrt`, which starts a process under the SCHED_IDLE policy (see runChecks' `idle`). */
const CHRT = '/usr/bin/chrt';

/**
 * Runs one check with the repository's own binaries, its stdout and stderr kept together.
 * @param {{ name: string, command: string[] }} check
 * @param {boolean} idle
 * @returns {Promise<{ name: string, code: number, output: string, seconds: number }>}
 */
function run(check, idle) {
  const started = performance.now();
  return new Promise((resolvePromise) => {
    const [bin, ...args] = check.command;
    const binary = resolve(REPO_ROOT, 'node_modules', '.bin', bin);
    const [file, argv] = idle && existsSync(CHRT) ? [CHRT, ['--idle', '0', binary, ...args]] : [binary, args];
    const child = spawn(file, argv, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    // Where chrt is missing (not Linux), the lowest priority nice gives.
    if (idle && file === binary && child.pid) {
      import('node:os').then(({ setPriority }) => {
        try {
          setPriority(child.pid, 19);
        } catch {
          // The process may have ended already.
        }
      });
    }
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const done = (code, error) => {
      if (error) output += `${error.message}\n`;
      resolvePromise({ name: check.name, code, output, seconds: (performance.now() - started) / 1000 });
    };
    child.on('error', (error) => done(1, error));
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs `checks`, `concurrency` at a time, calling `onResult` as each one ends; resolves with every
 * result. With `idle`, each runs under SCHED_IDLE (nice 19 where `chrt` is missing): it gets a core
 * only when nothing else wants one, so it can run beside the tests without slowing them.
 * @param {{ checks: typeof CHECKS, concurrency: number, idle?: boolean,
 *   onResult: (result: { name: string, code: number, output: string, seconds: number }) => void }} options
 */
export async function runChecks({ checks, concurrency, idle = false, onResult }) {
  const queue = [...checks];
  const results = [];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const result = await run(check, idle);
      results.push(result);
      onResult(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, checks.length) }, worker));
  return results;
}

/** `== name: passed in N s`, or FAILED with the exit code. */
export function verdictLine(result) {
  const verdict = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
  return `== ${result.name}: ${verdict} in ${result.seconds.toFixed(1)} s`;
}
