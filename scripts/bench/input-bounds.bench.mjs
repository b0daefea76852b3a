// Input bounds benchmark (issue 30): the all-in-one server as `npm start` runs it (192 MB heap), sent
// the worst GraphQL bodies that fit the body limits, anonymously (256 KB) and signed in (10 MB): long
// lists, long strings, deep nesting, wide objects, tiny values, many aliases of cheap fields, and the
// three request shapes the issue reported. For each: the answer, the longest event-loop block and the
// peak V8 heap inside the server, and whether it still answers afterwards. Then the same worst shapes
// as messages on the subscription WebSocket (anonymous 256 KB, signed in up to its 5 MB maxPayload),
// and CONCURRENT signed-in 10 MB bodies sent at once (the memory budget of large bodies).
// Usage: node scripts/bench/input-bounds.bench.mjs   (after `npx tsc -b services/all-in-one`)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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
import WebSocket from 'ws';
import { DEMO_HOST, httpRequest, logInAsDemo } from './lib/http.mjs';

const MAIN = join(REPO_ROOT, 'services', 'all-in-one', 'dist', 'main.js');
const PROBE = join(REPO_ROOT, 'scripts', 'bench', 'lib', 'loop-probe.cjs');
const HEAP_MB = Number(process.env.FIELDNOTE_MAX_HEAP_MB ?? 192);
/** More Node/V8 flags for the server, space-separated (e.g. `--single-threaded-gc`), to compare settings. */
const SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
const MIB = 1024 * 1024;
const SIGNED_IN_BYTES = 10 * MIB; // GRAPHQL_LIMITS.maxBodyBytes
const ANONYMOUS_BYTES = 256 * 1024; // GRAPHQL_LIMITS.maxAnonymousBodyBytes
const SOCKET_BYTES = 5 * MIB; // MAX_WEBSOCKET_MESSAGE_BYTES, the sockets' maxPayload
/** How many signed-in bodies of the largest size are sent at once, and their size. */
const CONCURRENT = Number(process.env.BENCH_CONCURRENT_BODIES ?? 8);
/** Targets: the longest event-loop block, and the heap one request may add over the idle heap. */
const TARGET_BLOCK_MS = 100;
const TARGET_HEAP_SHARE = 0.25;
const UUID = '00000000-0000-4000-8000-000000000000';

const IMPORT = 'mutation($i: ImportPeopleInput!){ importPeople(input:$i){ importedCount } }';
const SEARCH = 'query($s: SearchInput!){ search(input:$s){ total } }';

/**
 * A JSON array of `item` repeated to fill about `bytes` (the body around it is small).
 * @param {string} item
 * @param {number} bytes
 */
function filled(item, bytes) {
  const count = Math.max(1, Math.floor(bytes / (item.length + 1)));
  return `[${Array(count).fill(item).join(',')}]`;
}

/**
 * A request body: the query and the variables' JSON text as given.
 * @param {string} query
 * @param {string} variablesJson
 */
function body(query, variablesJson) {
  return `{"query":${JSON.stringify(query)},"variables":${variablesJson}}`;
}

/** @type {{ name: string, make: (bytes: number) => string }[]} */
const CASES = [
  // The three reproductions, filled to the budget (signed in: 10 MB; the issue sent 2.5 MB of rows).
  {
    name: 'importPeople rows {"rowNumber":1}',
    make: (b) => body(IMPORT, `{"i":{"rows":${filled('{"rowNumber":1}', b)}}}`),
  },
  {
    name: 'search.location.ids',
    make: (b) => body(SEARCH, `{"s":{"location":{"operator":"CONTAINS","ids":${filled('"a"', b)}}}}`),
  },
  { name: 'search.types enum values', make: (b) => body(SEARCH, `{"s":{"types":${filled('"NOTE"', b)}}}`) },
  // Tiny values: the most values per byte, in a variable no argument reads.
  {
    name: 'unused [Int] variable of 0s',
    make: (b) => body('query($v: [Int]) { __typename }', `{"v":${filled('0', b)}}`),
  },
  { name: 'empty objects in rows', make: (b) => body(IMPORT, `{"i":{"rows":${filled('{}', b)}}}`) },
  // Long strings: a free one, one the schema bounds by default (5 MB), one with a declared maximum.
  {
    name: 'one long unused String',
    make: (b) => body('query($p: String) { __typename }', `{"p":"${'x'.repeat(b - 200)}"}`),
  },
  {
    name: 'search query.value (default max)',
    make: (b) => body(SEARCH, `{"s":{"query":{"value":"${'x'.repeat(Math.min(b - 200, 5 * MIB - 1))}"}}}`),
  },
  {
    name: 'project title (MaxLength 200)',
    make: (b) =>
      body(
        'mutation($t: String!) { createProject(input: { title: $t }) { id } }',
        `{"t":"${'x'.repeat(b - 200)}"}`,
      ),
  },
  // Deep and wide.
  {
    name: 'deep nesting [[[...]]]',
    make: (b) =>
      body(
        'query($v: [Int]) { __typename }',
        `{"v":${'['.repeat((b - 200) / 2)}${']'.repeat((b - 200) / 2)}}`,
      ),
  },
  {
    name: 'wide object, unknown members',
    make: (b) => {
      const count = Math.floor((b - 200) / 14);
      const members = Array.from({ length: count }, (_, i) => `"k${i}":1`).join(',');
      return body(IMPORT, `{"i":{"rows":[],${members}}}`);
    },
  },
  // The largest inputs the bounds let through: every id list of a search full (1,000 UUIDs each).
  {
    name: 'search, 8 id lists of 1,000 UUIDs',
    make: () => {
      const ids = filled(`"${UUID}"`, 1000 * (UUID.length + 3));
      const list = `{"operator":"CONTAINS","ids":${ids}}`;
      return body(
        SEARCH,
        `{"s":{"location":${list},"user":${list},"tags":${list},"themes":${list},"datasets":${list},"people":{"operator":"CONTAINS","ids":${ids}},"segments":{"operator":"CONTAINS","ids":${ids}},"notesFromPeople":${list}}}`,
      );
    },
  },
  // Many aliases of cheap fields: __typename aliases are free of the alias limit, up to the token limit.
  {
    name: 'aliases of __typename (token limit)',
    make: () =>
      JSON.stringify({
        query: `{ ${Array.from({ length: 330 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
      }),
  },
  {
    name: '15 aliases of workspace { name }',
    make: () =>
      JSON.stringify({
        query: `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: workspace { name }`).join(' ')} }`,
      }),
  },
];

const SUBSCRIBE = (declaration) => `subscription(${declaration}) { workspaceChanged { kind } }`;

/**
 * Subscription messages (graphql-transport-ws `subscribe`), as raw text filling about `bytes`.
 * @type {{ name: string, make: (bytes: number) => string }[]}
 */
const SOCKET_CASES = [
  {
    name: 'socket: [Int] variable of 0s',
    make: (b) => subscribeMessage(SUBSCRIBE('$n: [Int]'), `{"n":${filled('0', b - 200)}}`),
  },
  {
    name: 'socket: one long ID variable',
    make: (b) => subscribeMessage(SUBSCRIBE('$i: ID'), `{"i":"${'x'.repeat(b - 200)}"}`),
  },
  {
    name: 'socket: deep nesting [[[...]]]',
    make: (b) =>
      subscribeMessage(
        SUBSCRIBE('$n: [Int]'),
        `{"n":${'['.repeat((b - 200) / 2)}${']'.repeat((b - 200) / 2)}}`,
      ),
  },
];

/**
 * @param {string} query
 * @param {string} variablesJson
 */
function subscribeMessage(query, variablesJson) {
  return `{"id":"1","type":"subscribe","payload":{"query":${JSON.stringify(query)},"variables":${variablesJson}}}`;
}

await runBench(async () => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npx tsc -b services/all-in-one\` first.`);
  const database = await createBenchDatabase('fieldnote_bench_bounds');
  onCleanup(() => database.drop());
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldnote-bench-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${HEAP_MB}`, ...SERVER_FLAGS, '--trace-gc', '--require', PROBE, MAIN],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        SCRYPT_LOG_N: '10',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  onCleanup(() => stopChild(child));
  let tail = '';
  /** Heap in use before each collection, in MB, as --trace-gc prints it: the peaks inside a block. */
  let gcPeakMb = 0;
  child.stdout.on('data', (chunk) => {
    const text = chunk.toString();
    tail = (tail + text).slice(-4000);
    for (const match of text.matchAll(
      /: (?:Scavenge|Mark-Compact|Minor Mark-Sweep)[^\d]*([\d.]+) \([\d.]+\) ->/g,
    ))
      gcPeakMb = Math.max(gcPeakMb, Number(match[1]));
  });
  child.stderr.on('data', (chunk) => (tail = (tail + chunk.toString()).slice(-4000)));
  /** @type {((message: any) => void) | null} */
  let answer = null;
  child.on('message', (message) => answer?.(message));
  /** @param {'reset' | 'read'} what */
  const ask = (what) =>
    new Promise((resolve, reject) => {
      if (!child.connected) return reject(new Error(`the server is gone:\n${tail}`));
      answer = resolve;
      child.send(what);
    });

  await waitForPing(address, child, () => tail);
  const cookie = await logInAsDemo(address);
  await sleep(2000);
  /** @type {any} */
  const idle = await ask('read');
  const idleHeapMiB = idle.heapUsedBytes / MIB;
  const heapLimitMiB = idle.heapLimitBytes / MIB;
  console.log(
    `server pid ${child.pid}, heap limit ${fmt(heapLimitMiB, 0)} MiB, heap in use when idle ${fmt(idleHeapMiB)} MiB`,
  );

  /**
   * One measured window: resets the probe, runs `send`, waits for a late block, checks /ping.
   * @template T
   * @param {string} label
   * @param {() => Promise<T>} send
   */
  const measure = async (label, send) => {
    await ask('reset');
    gcPeakMb = 0;
    const started = performance.now();
    const result = await send();
    const ms = performance.now() - started;
    await sleep(50);
    const alive = (await httpRequest(`${address}/ping`).catch(() => ({ status: 0 }))).status === 200;
    if (!alive) throw new Error(`the server stopped answering after "${label}":\n${tail}`);
    /** @type {any} */
    const window = await ask('read');
    const peakHeapMiB = Math.max(window.peakHeapBytes / MIB, (gcPeakMb * 1e6) / MIB);
    return {
      result,
      ms,
      cpuMs: window.cpuMs,
      longestBlockMs: window.maxDelayMs,
      blockCpuMs: window.maxBlockCpuMs,
      peakHeapMiB,
      added: Math.max(0, peakHeapMiB - idleHeapMiB),
    };
  };

  const rows = [];
  const figures = [];
  /**
   * @param {string} caller
   * @param {string} name
   * @param {number} bytes
   * @param {Awaited<ReturnType<typeof measure<string>>>} window
   */
  const record = (caller, name, bytes, window) => {
    rows.push([
      caller,
      name,
      fmt(bytes / 1024, 0),
      window.result,
      fmt(window.ms, 0),
      fmt(window.longestBlockMs, 1),
      fmt(window.blockCpuMs, 1),
      fmt(window.cpuMs, 0),
      fmt(window.peakHeapMiB, 1),
      fmt(window.added, 1),
    ]);
    figures.push({
      caller,
      case: name,
      bodyBytes: bytes,
      answer: window.result,
      ms: window.ms,
      longestBlockMs: window.longestBlockMs,
      longestBlockMainThreadCpuMs: window.blockCpuMs,
      serverCpuMs: window.cpuMs,
      peakHeapMiB: window.peakHeapMiB,
      heapAddedMiB: window.added,
    });
  };

  for (const caller of ['anonymous', 'signed in']) {
    const budget = caller === 'anonymous' ? ANONYMOUS_BYTES - 1024 : SIGNED_IN_BYTES - 1024;
    for (const testCase of CASES) {
      const payload = testCase.make(budget);
      const headers = {
        host: DEMO_HOST,
        'content-type': 'application/json',
        ...(caller === 'signed in' && { cookie }),
      };
      const window = await measure(`${testCase.name} (${caller})`, async () =>
        summarize(
          await httpRequest(`${address}/api/graphql`, { method: 'POST', headers, body: payload }).catch(
            (error) => ({ status: 0, text: String(error) }),
          ),
        ),
      );
      record(caller, testCase.name, payload.length, window);
    }
  }

  for (const caller of ['anonymous', 'signed in']) {
    const budget = caller === 'anonymous' ? ANONYMOUS_BYTES - 1024 : SOCKET_BYTES - 1024;
    for (const testCase of SOCKET_CASES) {
      const message = testCase.make(budget);
      const window = await measure(`${testCase.name} (${caller})`, () =>
        socketAnswer(address, caller === 'signed in' ? cookie : null, message),
      );
      record(caller, testCase.name, message.length, window);
    }
  }

  // Many signed-in bodies of the largest size at once, each accepted by the bounds (an undeclared
  // padding variable): what the budget of large bodies (maxBodyBytesInFlight) lets in together.
  const large = body('{ workspace { id } }', `{"pad":"${'x'.repeat(SIGNED_IN_BYTES - 1024 - 100)}"}`);
  const concurrent = await measure('concurrent bodies', () =>
    Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        httpRequest(`${address}/api/graphql`, {
          method: 'POST',
          headers: {
            host: DEMO_HOST,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(large)),
            cookie,
          },
          body: large,
        }).catch((error) => ({ status: 0, text: String(error) })),
      ),
    ),
  );
  /** @type {Record<string, number>} */
  const tally = {};
  for (const response of concurrent.result) {
    const what = summarize(response);
    tally[what] = (tally[what] ?? 0) + 1;
  }
  const concurrentAnswer = Object.entries(tally)
    .map(([what, count]) => `${count}x ${what}`)
    .join(', ');
  record('signed in', `${CONCURRENT} bodies of 10 MB at once`, CONCURRENT * large.length, {
    ...concurrent,
    result: concurrentAnswer,
  });

  printTable(
    `worst bodies within the limits (anonymous ${ANONYMOUS_BYTES / 1024} KB, signed in ${SIGNED_IN_BYTES / MIB} MB; socket messages ${SOCKET_BYTES / MIB} MB), server heap ${HEAP_MB} MB`,
    [
      'caller',
      'body',
      'KB',
      'answer',
      'ms',
      'longest block ms',
      'block CPU ms',
      'server CPU ms',
      'peak heap MiB',
      'added MiB',
    ],
    rows,
  );
  const longestBlock = Math.max(...figures.map((f) => f.longestBlockMs));
  const mostBlockCpu = Math.max(...figures.map((f) => f.longestBlockMainThreadCpuMs));
  const mostAdded = Math.max(...figures.map((f) => f.heapAddedMiB));
  console.log(
    "(longest block: wall time between two turns of the event loop; block CPU: the main thread's own CPU " +
      'time in its busiest block, which a busy neighbour or GC helper threads waiting for a core do not inflate; ' +
      'server CPU: every thread of the server in the window)',
  );
  console.log('');
  console.log(
    verdict(
      `longest event-loop block ${fmt(longestBlock, 1)} ms <= ${TARGET_BLOCK_MS} ms`,
      longestBlock <= TARGET_BLOCK_MS,
    ),
  );
  console.log(
    verdict(
      `main-thread CPU in the busiest block ${fmt(mostBlockCpu, 1)} ms <= ${TARGET_BLOCK_MS} ms`,
      mostBlockCpu <= TARGET_BLOCK_MS,
    ),
  );
  console.log(
    verdict(
      `most heap one request added ${fmt(mostAdded, 1)} MiB <= ${fmt(TARGET_HEAP_SHARE * heapLimitMiB, 0)} MiB (${TARGET_HEAP_SHARE * 100} % of the heap)`,
      mostAdded <= TARGET_HEAP_SHARE * heapLimitMiB,
    ),
  );
  printJson('input-bounds', {
    heapLimitMiB,
    idleHeapMiB,
    cases: figures,
    longestBlockMs: longestBlock,
    longestBlockMainThreadCpuMs: mostBlockCpu,
    mostHeapAddedMiB: mostAdded,
    targets: { blockMs: TARGET_BLOCK_MS, heapShare: TARGET_HEAP_SHARE },
    met: longestBlock <= TARGET_BLOCK_MS && mostAdded <= TARGET_HEAP_SHARE * heapLimitMiB,
  });
});

/**
 * The HTTP status and the first error's limit (or "data").
 * @param {{ status: number, text: string }} response
 */
function summarize(response) {
  try {
    const json = JSON.parse(response.text);
    const error = json.errors?.[0];
    const what = error ? (error.extensions?.details?.limit ?? error.extensions?.errorCode) : 'data';
    return `${response.status} ${what}`;
  } catch {
    return `${response.status} ${response.text.slice(0, 40)}`;
  }
}

/**
 * Opens a graphql-transport-ws socket to the demo workspace (signed in with `cookie`, or not), sends
 * `message` as the first subscription and answers what came back: the error's limit, data, or the
 * close code.
 * @param {string} address
 * @param {string | null} cookie
 * @param {string} message
 * @returns {Promise<string>}
 */
function socketAnswer(address, cookie, message) {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/api/graphql`, 'graphql-transport-ws', {
      headers: { host: DEMO_HOST, ...(cookie && { cookie }) },
    });
    const done = (/** @type {string} */ what) => {
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      socket.terminate();
      resolve(what);
    };
    const timer = setTimeout(() => done('no answer in 60 s'), 60_000);
    socket.on('open', () => socket.send('{"type":"connection_init"}'));
    socket.on('message', (data) => {
      const reply = JSON.parse(data.toString());
      if (reply.type === 'connection_ack') socket.send(message);
      else if (reply.type === 'error') {
        const error = reply.payload?.[0];
        done(`error ${error?.extensions?.details?.limit ?? error?.extensions?.errorCode ?? error?.message}`);
      } else if (reply.type === 'next') done('data');
    });
    socket.on('close', (code, reason) => done(`close ${code} ${limitIn(reason.toString())}`));
    socket.on('error', (error) => done(`socket error ${error.message}`));
  });
}

/**
 * The limit a close reason speaks of, in a few words.
 * @param {string} reason
 */
function limitIn(reason) {
  if (/values/.test(reason)) return 'maxJsonValues';
  if (/nested/.test(reason)) return 'maxJsonDepth';
  if (/too large/.test(reason)) return 'maxAnonymousBodyBytes';
  return reason.slice(0, 30);
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
