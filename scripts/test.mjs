// `npm test`: the static checks (scripts/checks.mjs) and Jest at the same time, the checks at the
// lowest CPU priority. Jest keeps both cores busy most of the time but leaves gaps (a suite waiting
// on a restart, a server or its last test; about 9 % of the cores' time in a CI run), and the checks
// are about two CPU-minutes of single-threaded work that needs nothing from the tests: at nice 19
// they take only what Jest leaves idle, so the run no longer waits a minute for them before Jest
// starts. Jest gets the arguments of `npm test -- …`. The run fails when either fails; the checks'
// results are printed as each ends, and once more at the end when one failed.
// Usage: node scripts/test.mjs [jest arguments]
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Lowest priority: the checks run on what Jest leaves idle. */
const CHECKS_PRIORITY = '19';

/**
 * Runs a command with this process's output, and resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>}
 */
function run(command, args, env) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolvePromise(1);
    });
    child.on('close', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

const checks = run(process.execPath, ['scripts/checks.mjs'], {
  ...process.env,
  CHECKS_PRIORITY,
});
const jest = run(
  process.execPath,
  [
    resolve(REPO_ROOT, 'node_modules/jest/bin/jest.js'),
    '--maxWorkers=2',
    '--randomize',
    '--showSeed',
    ...process.argv.slice(2),
  ],
  // ES modules in the sandboxes (require(esm) of NestJS and MikroORM), and room for the workers' heaps.
  { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --max-old-space-size=12288' },
);
const [checksCode, jestCode] = await Promise.all([checks, jest]);
if (checksCode !== 0)
  console.error('\nnpm test: the static checks failed (their output is above, under "FAILED").');
process.exit(jestCode || checksCode);
