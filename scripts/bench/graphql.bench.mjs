// GraphQL benchmark: one small authenticated query through the whole all-in-one server, against the
// same query answered from memory by a bare Fastify 5 + Mercurius server, plus cheaper requests through
// the full stack to show which per-request step costs what, and what the GraphQL query limits (the
// armour) cost: the same queries with the limits on and off (GRAPHQL_LIMITS=off) in the same run.
// Usage: node scripts/bench/graphql.bench.mjs   (after `npx tsc -b services/all-in-one`)
//        node scripts/bench/graphql.bench.mjs --armour-only   (only the limits on/off comparison)
//        node scripts/bench/graphql.bench.mjs --no-armour     (everything but the limits on/off comparison)
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  createBenchDatabase,
  fmt,
  onCleanup,
  printJson,
  printTable,
  requireDist,
  requireRoot,
  runBench,
  summarize,
  verdict,
} from './lib/common.mjs';
import { cpuBetween, cpuSnapshot, threadCpuSeconds } from './lib/cpu.mjs';
import { DEMO_HOST, gql, httpRequest, logInAsDemo } from './lib/http.mjs';
import { assertCleanLoad, mergeLoads, runLoad } from './lib/load.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
// The breakdown rows only need to be comparable with each other: shorter runs.
const STEP_WARMUP_SECONDS = Number(process.env.BENCH_STEP_WARMUP_SECONDS ?? 1);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 5);
// Issue 31: the full stack answers `{ me }` at >= 80 % of the bare server's rate, and /ping costs the
// server's main thread < 50 us of CPU, with the query limits and the security headers on.
const TARGET_RATIO = 0.8;
const PING_MAX_US = 50;
// The query limits may cost at most this share of throughput (issue 7).
const ARMOUR_MAX_COST = 0.05;
const ARMOUR_ONLY = process.argv.includes('--armour-only');
const NO_ARMOUR = process.argv.includes('--no-armour');
// More, shorter alternating rounds than the main pair: the difference sought is a few per cent.
const ARMOUR_ROUNDS = Number(process.env.BENCH_ARMOUR_ROUNDS ?? 6);
// In-process blocks of requests (fastify.inject, no sockets), alternating on and off.
const ARMOUR_BLOCKS = Number(process.env.BENCH_ARMOUR_BLOCKS ?? 30);
const ARMOUR_BLOCK_REQUESTS = Number(process.env.BENCH_ARMOUR_BLOCK_REQUESTS ?? 300);
// With --armour-only: start the limits-off server first, to check that start order decides nothing.
const ARMOUR_OFF_FIRST = ARMOUR_ONLY && process.env.BENCH_ARMOUR_OFF_FIRST === '1';
/** The armour comparison: the main query, and a list whose every field passes the response-size count. */
const ARMOUR_QUERIES = [
  '{ me { role workspace { name } } }',
  '{ projects { title summary noteCount insightCount } }',
];
// The main pair's measured seconds are split into this many alternating rounds per side.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

/** The query both servers answer: needs a signed-in member on the full stack. */
const QUERY = '{ me { role workspace { name } } }';

// As the image and the chart run both (and as the full stack's own config says): graphql-js reads
// NODE_ENV from the process when it loads, and outside production it checks type tests more slowly.
// Set before anything loads graphql; the bare server's process inherits it.
process.env.NODE_ENV = 'production';

if (process.argv.includes('--bare-server')) {
  await serveBare();
} else {
  await runBench(main);
}

async function main() {
  requireRoot('reflect-metadata'); // Nest's decorators need it before the compiled modules load.
  const { startServer } = requireDist('@fieldnote/all-in-one');

  const database = await createBenchDatabase('fieldnote_bench_gql');
  onCleanup(() => database.drop());
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldnote-bench-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));

  // The full stack runs in this process, as the tests and `npm start` run it.
  /** @param {string} databaseUrl @param {Record<string, string>} extra */
  const startFull = async (databaseUrl, extra = {}) => {
    const started = await startServer({
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      BASE_DOMAIN: 'localhost',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      SCRYPT_LOG_N: '10',
      DATA_DIR: dataDir,
      ...extra,
    });
    onCleanup(() => started.close());
    return started;
  };
  const started = performance.now();
  const server = await startFull(database.url, ARMOUR_OFF_FIRST ? { GRAPHQL_LIMITS: 'off' } : {});
  const startupMs = performance.now() - started;
  if (ARMOUR_ONLY) {
    printJson('graphql-armour', await compareArmour(server, startFull));
    return;
  }

  // Browser-like: session cookie on the demo workspace's host. The bare server gets the same bytes.
  const cookie = await logInAsDemo(server.address);
  const headers = { host: DEMO_HOST, cookie, 'content-type': 'application/json' };
  const viewer = (await gql(server.address, headers, QUERY)).json.data.me;

  // The bare server gets its own process, so it pays for none of the full stack's process-wide costs
  // (async hooks, a larger heap to collect), exactly as if it were deployed alone.
  const bare = await startBareProcess(viewer);
  onCleanup(() => bare.stop());

  const self = { address: server.address, pid: process.pid };
  console.log(
    `full stack at ${server.address} in this process (started in ${fmt(startupMs, 0)} ms), bare at ${bare.address} (pid ${bare.pid})`,
  );
  console.log(`query ${QUERY} -> ${JSON.stringify(viewer)}`);
  console.log(`${CONNECTIONS} connections; load generator: autocannon in a worker thread`);

  /**
   * Checks one request shape on one server and returns what the load runs send: every response
   * must equal this first one's body.
   * @param {{ address: string, pid: number }} target
   * @param {{ method?: string, path?: string, query?: string }} shape
   */
  const prepare = async (target, { method = 'POST', path = '/api/graphql', query }) => {
    const body = query === undefined ? undefined : JSON.stringify({ query });
    const first = await httpRequest(`${target.address}${path}`, { method, headers, body });
    if (first.status !== 200 || first.text.includes('"errors"'))
      throw new Error(`${path} ${query}: ${first.status} ${first.text}`);
    const url = `${target.address}${path}`;
    return {
      target,
      label: `${url} ${query ?? ''}`,
      load: { url, method, headers, body, connections: CONNECTIONS, expectBody: first.text },
    };
  };
  /**
   * One measured run, with the CPU each party used meanwhile.
   * @param {Awaited<ReturnType<typeof prepare>>} prepared
   * @param {number} seconds
   */
  const measureOnce = async ({ target, label, load }, seconds) => {
    const cpuBefore = cpuSnapshot(target.pid);
    const result = await runLoad({ ...load, durationSeconds: seconds });
    const cpu = cpuBetween(cpuBefore, cpuSnapshot(target.pid));
    assertCleanLoad(label, result);
    return { ...result, cpu };
  };
  /**
   * @param {{ address: string, pid: number }} target
   * @param {{ method?: string, path?: string, query?: string }} shape
   * @param {number} warmup
   * @param {number} seconds
   */
  const measure = async (target, shape, warmup, seconds) => {
    const prepared = await prepare(target, shape);
    if (warmup > 0) await runLoad({ ...prepared.load, durationSeconds: warmup });
    return measureOnce(prepared, seconds);
  };

  // The main pair: full, bare, bare, full, ... so that drifts in the machine's background load (other
  // people's tests) weigh on both sides alike; the rounds of each side are then merged.
  const fullPrepared = await prepare(self, { query: QUERY });
  const barePrepared = await prepare(bare, { query: QUERY });
  for (const prepared of [fullPrepared, barePrepared])
    await runLoad({ ...prepared.load, durationSeconds: WARMUP_SECONDS });
  /** @type {Awaited<ReturnType<typeof measureOnce>>[]} */
  const fullRounds = [];
  /** @type {Awaited<ReturnType<typeof measureOnce>>[]} */
  const bareRounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const pair = round % 2 === 0 ? [fullPrepared, barePrepared] : [barePrepared, fullPrepared];
    for (const prepared of pair) {
      const result = await measureOnce(prepared, DURATION_SECONDS / ROUNDS);
      (prepared === fullPrepared ? fullRounds : bareRounds).push(result);
    }
  }
  const full = mergeMeasured(fullRounds);
  const bareResult = mergeMeasured(bareRounds);
  const ratio = full.requestsPerSecond / bareResult.requestsPerSecond;

  /**
   * @param {string} label
   * @param {Awaited<ReturnType<typeof measure>>} r
   */
  const row = (label, r) => [
    label,
    fmt(r.requestsPerSecond, 0),
    fmt(r.latency.p50, 2),
    fmt(r.latency.p95, 2),
    fmt(r.latency.p99, 2),
    fmt((r.cpu.serverCores * 1e6) / r.requestsPerSecond, 0),
    fmt((r.cpu.postgresCores * 1e6) / r.requestsPerSecond, 0),
    `${fmt(r.cpu.serverCores * 100, 0)}/${fmt(r.cpu.postgresCores * 100, 0)}/${fmt(r.cpu.machineBusyCores * 100, 0)}`,
    r.ok2xx,
  ];
  const header = [
    'server',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'srv us/req',
    'pg us/req',
    'cpu% srv/pg/all',
    'requests',
  ];
  printTable(
    `${QUERY}: ${DURATION_SECONDS} s per server in ${ROUNDS} alternating rounds, after ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections`,
    header,
    [
      row('full stack (all-in-one, cookie session)', full),
      row('bare Fastify 5 + Mercurius, in memory', bareResult),
    ],
  );
  console.log(
    "(srv us/req: CPU of the server's main thread per request; pg: all postgres processes; cpu%: 100 = one core, " +
      `this machine has ${Math.round(full.cpu.machineCores)} cores)`,
  );
  console.log(`\nfull / bare = ${fmt(ratio * 100, 1)} % of bare throughput`);
  // Throughput depends on how much CPU each server got on a shared machine; CPU per request does not.
  const fullUs = (full.cpu.serverCores * 1e6) / full.requestsPerSecond;
  const bareUs = (bareResult.cpu.serverCores * 1e6) / bareResult.requestsPerSecond;
  const cpuRatio = bareUs / fullUs;
  console.log(
    `server main-thread CPU per request: full ${fmt(fullUs, 0)} us, bare ${fmt(bareUs, 0)} us -> ` +
      `${fmt(cpuRatio * 100, 1)} % (the throughput ratio if both servers got the same CPU)`,
  );
  console.log(verdict(`full stack >= ${TARGET_RATIO * 100} % of bare`, ratio >= TARGET_RATIO));

  const armour = NO_ARMOUR ? null : await compareArmour(server, startFull);

  // Where the time goes: each full-stack row adds one step to the row above it.
  console.error('  measuring per-step rows ...');
  const steps = [
    {
      label: 'bare: GET /ping',
      target: bare,
      shape: { method: 'GET', path: '/ping' },
      adds: 'HTTP floor (Fastify)',
    },
    {
      label: 'bare: { __typename }',
      target: bare,
      shape: { query: '{ __typename }' },
      adds: 'Mercurius (cached parse) + execute',
    },
    {
      label: 'full: GET /ping',
      target: self,
      shape: { method: 'GET', path: '/ping' },
      adds: 'server-wide hooks (Nest, cookies, headers, guard)',
    },
    {
      label: 'full: { __typename }',
      target: self,
      shape: { query: '{ __typename }' },
      adds: 'Nest GraphQL context, cost/NUL hook',
    },
    {
      label: 'full: { workspace { name } }',
      target: self,
      shape: { query: '{ workspace { name } }' },
      adds: 'async resolver, auth+role from the caches',
    },
    {
      label: `full: ${QUERY}`,
      target: self,
      shape: null,
      adds: 'cached profile, answered synchronously',
    },
    {
      label: 'full: { projects { id title } }',
      target: self,
      shape: { query: '{ projects { id title } }' },
      adds: '2 workspace queries (projects, counts)',
    },
  ];
  /** @type {(string | number)[][]} */
  const stepRows = [];
  /** @type {Record<string, Record<string, number>>} */
  const stepJson = {};
  for (const step of steps) {
    const r = step.shape ? await measure(step.target, step.shape, STEP_WARMUP_SECONDS, STEP_SECONDS) : full;
    stepRows.push([...row(step.label, r), step.adds]);
    stepJson[step.label] = {
      requestsPerSecond: r.requestsPerSecond,
      p50: r.latency.p50,
      p95: r.latency.p95,
      p99: r.latency.p99,
      serverUsPerRequest: (r.cpu.serverCores * 1e6) / r.requestsPerSecond,
      postgresUsPerRequest: (r.cpu.postgresCores * 1e6) / r.requestsPerSecond,
    };
  }
  printTable(
    `per-step breakdown (${STEP_SECONDS} s each; the "${QUERY}" row repeats the main run)`,
    [...header, 'what it adds'],
    stepRows,
  );
  const pingUs = stepJson['full: GET /ping'].serverUsPerRequest;
  const bareFloorUs = stepJson['bare: GET /ping'].serverUsPerRequest;

  // The verdicts of issue 31, together: both figures come from this one run.
  console.log('');
  console.log(
    verdict(
      `{ me } through the full stack >= ${TARGET_RATIO * 100} % of bare Mercurius: ${fmt(ratio * 100, 1)} % of req/s ` +
        `(${fmt(full.requestsPerSecond, 0)} vs ${fmt(bareResult.requestsPerSecond, 0)}); by CPU per request ` +
        `${fmt(cpuRatio * 100, 1)} % (${fmt(fullUs, 0)} vs ${fmt(bareUs, 0)} us)`,
      ratio >= TARGET_RATIO,
    ),
  );
  console.log(
    verdict(
      `GET /ping < ${PING_MAX_US} us of server CPU per request: ${fmt(pingUs, 1)} us ` +
        `(bare Fastify's /ping ${fmt(bareFloorUs, 1)} us)`,
      pingUs < PING_MAX_US,
    ),
  );

  const micro = await microTimings(server, database.url);
  printTable(
    'single operations in the full stack, sequential, no load',
    ['operation', 'calls', 'median us', 'p95 us', 'main-thread CPU us/call'],
    micro.map((m) => [m.label, m.calls, fmt(m.p50, 1), fmt(m.p95, 1), fmt(m.cpuUs, 0)]),
  );

  printJson('graphql', {
    query: QUERY,
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    full: { requestsPerSecond: full.requestsPerSecond, latencyMs: full.latency, cpu: full.cpu },
    bare: {
      requestsPerSecond: bareResult.requestsPerSecond,
      latencyMs: bareResult.latency,
      cpu: bareResult.cpu,
    },
    ratio,
    cpuRatio,
    targetRatio: TARGET_RATIO,
    met: ratio >= TARGET_RATIO,
    ping: {
      serverUsPerRequest: pingUs,
      bareServerUsPerRequest: bareFloorUs,
      maxUs: PING_MAX_US,
      met: pingUs < PING_MAX_US,
    },
    armour,
    steps: stepJson,
    microUs: Object.fromEntries(micro.map((m) => [m.label, { median: m.p50, cpu: m.cpuUs }])),
  });
}

/**
 * The price of the GraphQL query limits: a second full stack with GRAPHQL_LIMITS=off (its own
 * database, same process, same seed), each query measured on both in alternating rounds (on, off,
 * off, on, ...). Prints req/s and CPU per request for each and the cost in per cent; returns the figures.
 * @param {{ address: string }} first the full stack already started: limits on, or off with BENCH_ARMOUR_OFF_FIRST
 * @param {(databaseUrl: string, extra?: Record<string, string>) => Promise<{ address: string }>} startFull
 */
async function compareArmour(first, startFull) {
  const secondDatabase = await createBenchDatabase('fieldnote_bench_gql_second');
  onCleanup(() => secondDatabase.drop());
  const second = await startFull(secondDatabase.url, { GRAPHQL_LIMITS: ARMOUR_OFF_FIRST ? 'on' : 'off' });
  const [server, offServer] = ARMOUR_OFF_FIRST ? [second, first] : [first, second];
  console.log(`limits ${ARMOUR_OFF_FIRST ? 'off' : 'on'} on the server started first`);
  console.error('  measuring the query limits (on / off) ...');
  /** @param {{ address: string }} target @param {string} query */
  const prepareOn = async (target, query) => {
    const cookie = await logInAsDemo(target.address);
    const headers = { host: DEMO_HOST, cookie, 'content-type': 'application/json' };
    const body = JSON.stringify({ query });
    const first = await httpRequest(`${target.address}/api/graphql`, { method: 'POST', headers, body });
    if (first.status !== 200 || first.text.includes('"errors"')) throw new Error(`${query}: ${first.text}`);
    const url = `${target.address}/api/graphql`;
    return { url, method: 'POST', headers, body, connections: CONNECTIONS, expectBody: first.text };
  };
  /** @param {ReturnType<typeof prepareOn> extends Promise<infer T> ? T : never} load @param {string} label */
  const once = async (load, label) => {
    const cpuBefore = cpuSnapshot(process.pid);
    const result = await runLoad({ ...load, durationSeconds: DURATION_SECONDS / ARMOUR_ROUNDS });
    const cpu = cpuBetween(cpuBefore, cpuSnapshot(process.pid));
    assertCleanLoad(label, result);
    return { ...result, cpu };
  };
  /** @type {(string | number)[][]} */
  const rows = [];
  /** @type {Record<string, { on: number, off: number, costPercent: number, cpuCostPercent: number }>} */
  const figures = {};
  for (const query of ARMOUR_QUERIES) {
    const on = await prepareOn(server, query);
    const off = await prepareOn(offServer, query);
    // The responses must be the same: the limits refuse nothing here.
    if (on.expectBody !== off.expectBody) throw new Error(`limits on/off answer differently: ${query}`);
    for (const load of [on, off]) await runLoad({ ...load, durationSeconds: WARMUP_SECONDS });
    /** @type {Awaited<ReturnType<typeof once>>[]} */
    const onRounds = [];
    /** @type {Awaited<ReturnType<typeof once>>[]} */
    const offRounds = [];
    for (let round = 0; round < ARMOUR_ROUNDS; round++) {
      const pair = round % 2 === 0 ? [on, off] : [off, on];
      for (const load of pair) {
        const result = await once(load, query);
        (load === on ? onRounds : offRounds).push(result);
      }
    }
    const onResult = mergeMeasured(onRounds);
    const offResult = mergeMeasured(offRounds);
    const usOf = (/** @type {typeof onResult} */ r) => (r.cpu.serverCores * 1e6) / r.requestsPerSecond;
    const cost = 1 - onResult.requestsPerSecond / offResult.requestsPerSecond;
    const cpuCost = usOf(onResult) / usOf(offResult) - 1;
    const injected = await injectedCost(server, offServer, on, off);
    figures[query] = {
      on: onResult.requestsPerSecond,
      off: offResult.requestsPerSecond,
      costPercent: cost * 100,
      cpuCostPercent: cpuCost * 100,
      injected,
    };
    rows.push([
      query,
      fmt(onResult.requestsPerSecond, 0),
      fmt(offResult.requestsPerSecond, 0),
      `${fmt(cost * 100, 1)} %`,
      fmt(usOf(onResult), 0),
      fmt(usOf(offResult), 0),
      `${fmt(cpuCost * 100, 1)} %`,
      `${fmt(injected.onUs, 0)} / ${fmt(injected.offUs, 0)}`,
      `${fmt(injected.costPercent, 1)} %`,
    ]);
  }
  printTable(
    `GraphQL query limits on / off (GRAPHQL_LIMITS): ${DURATION_SECONDS} s per side in ${ARMOUR_ROUNDS} alternating rounds, ${CONNECTIONS} connections`,
    [
      'query',
      'req/s on',
      'req/s off',
      'cost',
      'srv us/req on',
      'srv us/req off',
      'CPU cost',
      'inject us on/off',
      'inject cost',
    ],
    rows,
  );
  console.log(
    `(inject: process CPU per request through fastify.inject, no sockets, ${ARMOUR_BLOCKS} alternating blocks of ` +
      `${ARMOUR_BLOCK_REQUESTS}; the cost is the median of the blocks' on/off ratios, which a busy neighbour moves least)`,
  );
  const limit = ARMOUR_MAX_COST * 100;
  const worst = Math.max(...Object.values(figures).map((f) => f.costPercent));
  const worstCpu = Math.max(...Object.values(figures).map((f) => f.injected.costPercent));
  // req/s over sockets is what the issue asks for; on a shared machine a neighbour's burst can swing it
  // by tens of per cent either way, so the CPU per request of alternating in-process blocks is judged too.
  console.log(
    verdict(`query limits cost <= ${limit} % of req/s (worst query ${fmt(worst, 1)} %)`, worst <= limit),
  );
  console.log(
    verdict(
      `query limits cost <= ${limit} % of CPU per request (inject, worst ${fmt(worstCpu, 1)} %)`,
      worstCpu <= limit,
    ),
  );
  return { queries: figures, maxCostPercent: limit, met: worst <= limit, cpuMet: worstCpu <= limit };
}

/**
 * The limits' CPU price without sockets or a load generator: blocks of sequential requests through
 * fastify.inject, on and off alternating (on, off, off, on, ...), process CPU per request of each block;
 * the cost is the median of the per-pair ratios, so a neighbour's burst spoils one pair, not the figure.
 * @param {{ app: import('@nestjs/platform-fastify').NestFastifyApplication }} onServer
 * @param {{ app: import('@nestjs/platform-fastify').NestFastifyApplication }} offServer
 * @param {{ headers: Record<string, string>, body: string, expectBody: string }} onLoad
 * @param {{ headers: Record<string, string>, body: string, expectBody: string }} offLoad
 */
async function injectedCost(onServer, offServer, onLoad, offLoad) {
  /** @param {typeof onServer} server @param {typeof onLoad} load */
  const block = async (server, load) => {
    const fastify = server.app.getHttpAdapter().getInstance();
    const before = process.cpuUsage();
    for (let i = 0; i < ARMOUR_BLOCK_REQUESTS; i++) {
      const response = await fastify.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: load.headers,
        payload: load.body,
      });
      if (response.body !== load.expectBody) throw new Error(`unexpected answer: ${response.body}`);
    }
    const used = process.cpuUsage(before);
    return (used.user + used.system) / ARMOUR_BLOCK_REQUESTS;
  };
  await block(onServer, onLoad);
  await block(offServer, offLoad);
  /** @type {number[]} */
  const ratios = [];
  let onTotal = 0;
  let offTotal = 0;
  for (let pair = 0; pair < ARMOUR_BLOCKS; pair++) {
    const onFirst = pair % 2 === 0;
    const first = onFirst ? await block(onServer, onLoad) : await block(offServer, offLoad);
    const second = onFirst ? await block(offServer, offLoad) : await block(onServer, onLoad);
    const [onUs, offUs] = onFirst ? [first, second] : [second, first];
    onTotal += onUs;
    offTotal += offUs;
    ratios.push(onUs / offUs);
  }
  ratios.sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)];
  return { onUs: onTotal / ARMOUR_BLOCKS, offUs: offTotal / ARMOUR_BLOCKS, costPercent: (median - 1) * 100 };
}

/**
 * Merged rounds of one server: load figures recomputed, CPU averaged over the rounds' seconds.
 * @template {import('./lib/load.mjs').LoadResult & { cpu: ReturnType<typeof cpuBetween> }} T
 * @param {T[]} rounds
 */
function mergeMeasured(rounds) {
  const seconds = rounds.reduce((total, r) => total + r.cpu.seconds, 0);
  /** @param {(cpu: ReturnType<typeof cpuBetween>) => number} pick */
  const average = (pick) => rounds.reduce((total, r) => total + pick(r.cpu) * r.cpu.seconds, 0) / seconds;
  const cpu = {
    seconds,
    serverCores: average((c) => c.serverCores),
    postgresCores: average((c) => c.postgresCores),
    machineBusyCores: average((c) => c.machineBusyCores),
    machineCores: average((c) => c.machineCores),
  };
  return { ...mergeLoads(rounds), cpu };
}

/**
 * Starts this file again with --bare-server and waits for its address.
 * @param {unknown} viewer what `me` returns on the full stack, served from memory
 * @returns {Promise<{ address: string, pid: number, stop(): Promise<void> }>}
 */
function startBareProcess(viewer) {
  const child = fork(fileURLToPath(import.meta.url), ['--bare-server'], {
    env: { ...process.env, BENCH_BARE_VIEWER: JSON.stringify(viewer) },
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGTERM');
    }).then(() => undefined);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bare server exited early with code ${code}`)));
    child.once('message', (/** @type {{ address: string }} */ message) =>
      resolve({ address: message.address, pid: /** @type {number} */ (child.pid), stop }),
    );
  });
}

/** The bare server process: Fastify 5 + Mercurius and the `me` shape answered from an object in memory. */
async function serveBare() {
  const Fastify = requireRoot('fastify');
  const mercurius = requireRoot('mercurius');
  const viewer = JSON.parse(process.env.BENCH_BARE_VIEWER ?? 'null');
  const app = Fastify({ logger: false });
  await app.register(mercurius, {
    path: '/api/graphql',
    schema: `
      enum Role { MANAGER CONTRIBUTOR VIEWER }
      type Workspace { name: String! }
      type Viewer { role: Role, workspace: Workspace }
      type Query { me: Viewer }`,
    resolvers: { Query: { me: () => viewer } },
  });
  app.get('/ping', async () => ({ status: 'ok' }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ address });
  // Stop with the parent: on SIGTERM, or when the IPC channel closes because the parent is gone.
  const stop = () => void app.close().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
}

/**
 * Direct timings of the pieces one full-stack request goes through, to explain the breakdown.
 * @param {{ app: import('@nestjs/platform-fastify').NestFastifyApplication, built: { platform: { databases: import('../../services/db/dist').Databases } } }} server
 * @param {string} databaseUrl
 */
async function microTimings(server, databaseUrl) {
  const { parse } = requireRoot('graphql');
  const { Account, Team } = requireDist('@fieldnote/db');
  const { checkComplexity } = requireRoot('@fieldnote/api/dist/graphql/complexity-rule.js');
  const { Client } = requireRoot('pg');
  const databases = server.built.platform.databases;
  const schema = server.app.getHttpAdapter().getInstance().graphql.schema;
  const document = parse(QUERY);
  const control = databases.control();
  const team = await control.em.fork().findOneOrFail(Team, { subdomain: 'demo' });
  const account = await control.em.fork().findOneOrFail(Account, { email: 'demo@fieldnote.dev' });
  const sql = new Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    /**
     * @param {string} label
     * @param {number} calls
     * @param {() => unknown} fn
     */
    const time = async (label, calls, fn) => {
      for (let i = 0; i < Math.min(calls, 200); i++) await fn(); // warm-up
      /** @type {number[]} */
      const us = [];
      const cpuBefore = threadCpuSeconds();
      for (let i = 0; i < calls; i++) {
        const t = performance.now();
        await fn();
        us.push((performance.now() - t) * 1000);
      }
      // CPU of this (the server's) main thread: clock ticks, so only meaningful over many calls.
      return { label, calls, ...summarize(us), cpuUs: ((threadCpuSeconds() - cpuBefore) * 1e6) / calls };
    };
    return [
      await time('complexity check (graphql-query-complexity), me query', 20000, () =>
        checkComplexity(2000, schema, document, {}),
      ),
      await time('em.fork({ schema })', 20000, () =>
        databases.region(team.region).em.fork({ schema: team.schemaName }),
      ),
      await time('MikroORM: fork + findOne(Account, { id })', 2000, () =>
        control.em.fork().findOne(Account, { id: account.id }),
      ),
      await time('MikroORM connection.execute(same SQL) via knex pool', 2000, () =>
        control.em.getConnection().execute('select * from control.accounts where id = ?', [account.id]),
      ),
      await time('raw pg: select * from control.accounts where id = $1', 2000, () =>
        sql.query('select * from control.accounts where id = $1', [account.id]),
      ),
    ];
  } finally {
    await sql.end();
  }
}
