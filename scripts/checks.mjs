// The static checks of `npm test`, side by side: ESLint, Prettier and the type checks are separate
// single-threaded processes that never read each other's output, so they run at once, as many at a
// time as the machine has cores (CHECKS_CONCURRENCY to choose), the longest first. Each one's output is
// printed whole when it ends, under its name, with its time; the script fails when any check fails,
// after all have run, so one run shows every problem.
// Usage: node scripts/checks.mjs [lint|typecheck]   (both when not told)
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every check: its name, its group (the npm script that runs it alone), and its command. */
const CHECKS = [
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

const groups = process.argv.slice(2);
const unknown = groups.filter((group) => !CHECKS.some((check) => check.group === group));
if (unknown.length > 0) {
  console.error(`usage: node scripts/checks.mjs [lint|typecheck] (unknown: ${unknown.join(', ')})`);
  process.exit(2);
}
const selected = CHECKS.filter((check) => groups.length === 0 || groups.includes(check.group));
const concurrency = Math.max(1, Number(process.env.CHECKS_CONCURRENCY) || availableParallelism());

/**
 * Runs one check with the repository's own binaries, its stdout and stderr kept together.
 * @param {{ name: string, command: string[] }} check
 * @returns {Promise<{ name: string, code: number, output: string, seconds: number }>}
 */
function run(check) {
  const started = performance.now();
  return new Promise((resolvePromise) => {
    const [bin, ...args] = check.command;
    const child = spawn(resolve(REPO_ROOT, 'node_modules', '.bin', bin), args, {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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

const queue = [...selected];
const results = [];
async function worker() {
  for (let check = queue.shift(); check; check = queue.shift()) {
    const result = await run(check);
    results.push(result);
    const verdict = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
    process.stdout.write(`\n== ${result.name}: ${verdict} in ${result.seconds.toFixed(1)} s\n`);
    if (result.output.trim()) process.stdout.write(`${result.output.trimEnd()}\n`);
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: Math.min(concurrency, selected.length) }, worker));
const failed = results.filter((result) => result.code !== 0);
const total = ((performance.now() - started) / 1000).toFixed(1);
if (failed.length > 0) {
  console.error(
    `\nchecks: ${failed.length} of ${results.length} failed (${failed.map((r) => r.name).join('; ')}) in ${total} s`,
  );
  process.exit(1);
}
console.log(`\nchecks: all ${results.length} passed in ${total} s (${concurrency} at a time)`);
