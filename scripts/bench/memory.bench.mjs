// Memory benchmark: the all-in-one server started as `npm start` starts it (node --max-old-space-size=192 services/all-in-one/dist/main.js)
// in a child process, its resident set size idle and after ~20 s of authenticated GraphQL load.
// Usage: node scripts/bench/memory.bench.mjs   (after `npx tsc -b services/all-in-one`)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  REPO_ROOT,
  createBenchDatabase,
  fmt,
  freePort,
  onCleanup,
  printJson,
  printTable,
  runBench,
  verdict,
} from './lib/common.mjs';
import { DEMO_HOST, gql, httpRequest, logInAsDemo } from './lib/http.mjs';
import { assertCleanLoad, runLoad } from './lib/load.mjs';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_MIB = 300;
const QUERY = '{ me { role workspace { name } } }';
const MAIN = join(REPO_ROOT, 'services', 'all-in-one', 'dist', 'main.js');
// The same V8 heap cap `npm start` passes (package.json "start"): without it V8 lets the heap grow
// far past what it needs before collecting.
const HEAP_FLAG = `--max-old-space-size=${process.env.FIELDNOTE_MAX_HEAP_MB ?? 192}`;

await runBench(async () => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npx tsc -b services/all-in-one\` first.`);
  const database = await createBenchDatabase('fieldnote_bench_mem');
  onCleanup(() => database.drop());
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldnote-bench-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;

  // As `npm start` runs it (after its build step): same entry point, same environment, and only what
  // the benchmark needs set. DATABASE_URL avoids the embedded PostgreSQL; DATA_DIR keeps the operator
  // token out of the repository.
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
  };
  const started = performance.now();
  const child = spawn(process.execPath, [HEAP_FLAG, MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onCleanup(() => stopChild(child));
  let output = '';
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000); // the tail, for error messages
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  await waitForPing(address, child, () => output);
  const readyMs = performance.now() - started;
  console.log(
    `server pid ${child.pid} (${process.execPath} ${MAIN}) answered /ping after ${fmt(readyMs, 0)} ms`,
  );

  await sleep(IDLE_SECONDS * 1000);
  const idle = memoryOf(child.pid);

  const cookie = await logInAsDemo(address);
  const headers = { host: DEMO_HOST, cookie, 'content-type': 'application/json' };
  const expected = (await gql(address, headers, QUERY)).text;
  const afterLogin = memoryOf(child.pid);

  // Sample during the load too: the peak matters as much as where it settles.
  /** @type {number[]} */
  const samples = [];
  const sampler = setInterval(() => {
    // Once the server is gone (crash, Ctrl-C) there is nothing to sample; the load run reports the failure.
    try {
      const rss = memoryOf(child.pid).rssMiB;
      if (Number.isFinite(rss)) samples.push(rss); // a zombie has no VmRSS
    } catch {
      clearInterval(sampler);
    }
  }, 250);
  onCleanup(() => clearInterval(sampler));
  let load;
  try {
    load = await runLoad({
      url: `${address}/api/graphql`,
      headers,
      body: JSON.stringify({ query: QUERY }),
      connections: CONNECTIONS,
      durationSeconds: LOAD_SECONDS,
      expectBody: expected,
    });
  } finally {
    clearInterval(sampler);
  }
  assertCleanLoad(QUERY, load);
  const afterLoad = memoryOf(child.pid);
  await sleep(IDLE_SECONDS * 1000);
  const settled = memoryOf(child.pid);
  const peakSampled = Math.max(...samples, afterLoad.rssMiB);

  printTable(
    `all-in-one server process memory (MiB), ${CONNECTIONS} connections of ${QUERY} for ${LOAD_SECONDS} s`,
    ['moment', 'VmRSS', 'RssAnon', 'RssFile', 'VmHWM (peak so far)'],
    [
      [
        `idle, ${IDLE_SECONDS} s after /ping`,
        fmt(idle.rssMiB),
        fmt(idle.anonMiB),
        fmt(idle.fileMiB),
        fmt(idle.hwmMiB),
      ],
      [
        'after sign-in (scrypt at default cost)',
        fmt(afterLogin.rssMiB),
        fmt(afterLogin.anonMiB),
        fmt(afterLogin.fileMiB),
        fmt(afterLogin.hwmMiB),
      ],
      [
        'right after load',
        fmt(afterLoad.rssMiB),
        fmt(afterLoad.anonMiB),
        fmt(afterLoad.fileMiB),
        fmt(afterLoad.hwmMiB),
      ],
      [
        `${IDLE_SECONDS} s after load`,
        fmt(settled.rssMiB),
        fmt(settled.anonMiB),
        fmt(settled.fileMiB),
        fmt(settled.hwmMiB),
      ],
    ],
  );
  console.log(`peak VmRSS sampled every 250 ms during load: ${fmt(peakSampled)} MiB`);
  // A plateau is a warmed-up heap; a steady climb would be a leak that a longer run would push past the target.
  const every5s = samples.filter((_, i) => (i + 1) % 20 === 0).map((mib) => fmt(mib, 0));
  console.log(`VmRSS every 5 s during load (MiB): ${every5s.join(' ')}`);
  console.log(
    `load: ${fmt(load.requestsPerSecond, 0)} req/s, p50 ${fmt(load.latency.p50, 2)} ms, p99 ${fmt(load.latency.p99, 2)} ms, ${load.ok2xx} requests, all correct`,
  );
  const worst = Math.max(idle.hwmMiB, settled.hwmMiB, peakSampled);
  console.log('');
  console.log(verdict(`idle ${fmt(idle.rssMiB)} MiB <= ${TARGET_MIB} MiB`, idle.rssMiB <= TARGET_MIB));
  console.log(
    verdict(`after load ${fmt(afterLoad.rssMiB)} MiB <= ${TARGET_MIB} MiB`, afterLoad.rssMiB <= TARGET_MIB),
  );
  console.log(verdict(`peak (VmHWM) ${fmt(worst)} MiB <= ${TARGET_MIB} MiB`, worst <= TARGET_MIB));
  printJson('memory', {
    readyMs,
    idle,
    afterLogin,
    afterLoad,
    settled,
    peakSampledMiB: peakSampled,
    duringLoadEvery5sMiB: samples.filter((_, i) => (i + 1) % 20 === 0),
    load: {
      seconds: LOAD_SECONDS,
      connections: CONNECTIONS,
      query: QUERY,
      requestsPerSecond: load.requestsPerSecond,
      requests: load.ok2xx,
    },
    targetMiB: TARGET_MIB,
    met: afterLoad.rssMiB <= TARGET_MIB && idle.rssMiB <= TARGET_MIB,
  });
});

/**
 * Resident memory of a process from /proc/<pid>/status (kB there, MiB here).
 * @param {number | undefined} pid
 */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  /** @param {string} field */
  const mib = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN) / 1024;
  return { rssMiB: mib('VmRSS'), anonMiB: mib('RssAnon'), fileMiB: mib('RssFile'), hwmMiB: mib('VmHWM') };
}

/**
 * Polls /ping until the server answers; fails at once if it exits, and after 120 s.
 * @param {string} address
 * @param {import('node:child_process').ChildProcess} child
 * @param {() => string} output
 */
async function waitForPing(address, child, output) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode}:\n${output()}`);
    const response = await httpRequest(`${address}/ping`).catch(() => null);
    if (response?.status === 200) return;
    await sleep(200);
  }
  throw new Error(`the server did not answer /ping within 120 s:\n${output()}`);
}

/**
 * SIGTERM (the server closes cleanly), then SIGKILL if it is still there after 10 s.
 * @param {import('node:child_process').ChildProcess} child
 */
async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
