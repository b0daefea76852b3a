// Start benchmark: seconds from `npm start` until GET /ping answers, with the embedded PostgreSQL as a
// person gets it (no DATABASE_URL), on one fresh DATA_DIR:
//   1. fresh data directory (initdb, migrations, demo seed), whatever the build state;
//   2. after both front ends changed (their build stamps removed, so Vite builds both again, which
//      every start used to do);
//   3. nothing changed (the second start of the day: tsc -b and the build stamps find nothing to do);
//   4. the server alone (`node services/all-in-one/dist/main.js`, no build step), for comparison.
// Usage: node scripts/bench/start.bench.mjs
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  REPO_ROOT,
  fmt,
  freePort,
  onCleanup,
  printJson,
  printTable,
  runBench,
  verdict,
} from './lib/common.mjs';
import { httpRequest } from './lib/http.mjs';

const FRONT_ENDS = ['web', 'admin-console'];
/** Where scripts/build-if-changed.mjs keeps a front end's input digest. */
const stampOf = (/** @type {string} */ workspace) =>
  join(REPO_ROOT, workspace, 'node_modules', '.cache', 'build-if-changed.json');
/** The second start may take this much longer than the server alone (tsc -b's check, npm itself). */
const TARGET_OVERHEAD_SECONDS = 2;
const START_DEADLINE_MS = 180_000;

await runBench(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldnote-bench-start-'));
  // As root the embedded PostgreSQL runs as the postgres system user, which must reach its data.
  chmodSync(dataDir, 0o755);
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));

  const fresh = await timeStart('npm start, fresh DATA_DIR', ['npm', 'start'], dataDir);
  for (const workspace of FRONT_ENDS) rmSync(stampOf(workspace), { force: true });
  const rebuilt = await timeStart('npm start, both front ends changed', ['npm', 'start'], dataDir);
  const second = await timeStart('npm start, nothing changed', ['npm', 'start'], dataDir);
  const serverOnly = await timeStart(
    'server alone (node dist/main.js)',
    [process.execPath, '--max-old-space-size=192', join('services', 'all-in-one', 'dist', 'main.js')],
    dataDir,
  );

  printTable(
    'seconds from launch until GET /ping answers (embedded PostgreSQL, same DATA_DIR)',
    ['start', 'seconds'],
    [fresh, rebuilt, second, serverOnly].map((run) => [run.label, fmt(run.seconds, 2)]),
  );
  const overhead = second.seconds - serverOnly.seconds;
  const met = overhead <= TARGET_OVERHEAD_SECONDS;
  console.log('');
  console.log(
    verdict(
      `second npm start ${fmt(second.seconds, 2)} s is within ${TARGET_OVERHEAD_SECONDS} s of the server alone (${fmt(serverOnly.seconds, 2)} s)`,
      met,
    ),
  );
  printJson('start', {
    freshSeconds: fresh.seconds,
    frontEndsChangedSeconds: rebuilt.seconds,
    secondSeconds: second.seconds,
    serverOnlySeconds: serverOnly.seconds,
    targetOverheadSeconds: TARGET_OVERHEAD_SECONDS,
    met,
  });
});

/**
 * Launches `command` in its own process group from the repository root, times it until /ping
 * answers, then stops the group with SIGINT (Ctrl-C) and waits until it has ended.
 * @param {string} label
 * @param {string[]} command
 * @param {string} dataDir
 */
async function timeStart(label, [program, ...args], dataDir) {
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'NATS_URL', 'QDRANT_URL', 'FIELDNOTE_COMPONENTS']) delete env[name];
  const started = performance.now();
  const child = spawn(program, args, {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => stopGroup(child);
  onCleanup(stop);
  let output = '';
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label}: exited with code ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline)
      throw new Error(`${label}: no /ping within ${START_DEADLINE_MS} ms:\n${output}`);
    const ping = await httpRequest(`http://127.0.0.1:${port}/ping`).catch(() => null);
    if (ping?.status === 200) break;
    await sleep(50);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: /ping after ${fmt(seconds, 2)} s`);
  await stop();
  return { label, seconds };
}

/**
 * Ctrl-C for the whole group (npm, its shell, node), then SIGKILL after 20 s.
 * @param {import('node:child_process').ChildProcess} child
 */
async function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGINT');
  const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
  // npm may end before node has stopped PostgreSQL: wait for the rest of the group too.
  for (let i = 0; i < 200 && groupAlive(child.pid); i++) await sleep(50);
}

/** @param {number} pgid */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}
