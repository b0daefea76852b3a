// Shared helpers for the benchmarks: compiled workspace code, throwaway databases, statistics, output.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backgroundCores } from './cpu.mjs';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The server the benchmarks create their databases on (trust auth, allowed to create databases). */
export const ADMIN_DATABASE_URL =
  process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// Resolve packages as the repo root would, so `@fieldnote/*` points at the workspaces' compiled dist.
const requireFromRoot = createRequire(join(REPO_ROOT, 'package.json'));

/**
 * Loads a workspace package's compiled CommonJS build (`services/<name>/dist`). The benchmarks run
 * with plain `node`, so they never see the TypeScript sources.
 * @param {string} name e.g. '@fieldnote/db'
 * @returns {object} the package's exports
 */
export function requireDist(name) {
  const short = name.replace('@fieldnote/', '');
  if (!existsSync(join(REPO_ROOT, 'services', short, 'dist', 'index.js'))) {
    throw new Error(`services/${short}/dist is missing: run \`npx tsc -b services/all-in-one\` first.`);
  }
  return requireFromRoot(name);
}

/** Third-party packages installed at the root (pg, autocannon, fastify, mercurius, ...). */
export const requireRoot = requireFromRoot;

/**
 * @typedef {{ url: string, name: string, drop(): Promise<void> }} BenchDatabase
 */

/**
 * Creates an empty database for one benchmark; `drop()` removes it even if connections are still open.
 * @param {string} prefix
 * @returns {Promise<BenchDatabase>}
 */
export async function createBenchDatabase(prefix = 'fieldnote_bench') {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Runs one statement on the admin database with a short-lived connection.
 * @param {string} sql
 */
async function adminQuery(sql) {
  const { Client } = requireRoot('pg');
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Cores busy on the machine just before the benchmark started (see runBench). */
let busyBeforeStart = NaN;

// Cleanups run once, last registered first, on normal exit, on error and on Ctrl-C.
/** @type {(() => Promise<void> | void)[]} */
const cleanups = [];
let cleaning = false;

/** @param {() => Promise<void> | void} fn */
export function onCleanup(fn) {
  cleanups.unshift(fn);
}

export async function runCleanups() {
  if (cleaning) return;
  cleaning = true;
  for (const fn of cleanups.splice(0)) {
    try {
      await fn();
    } catch (error) {
      console.error(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/**
 * Runs a benchmark's main function, always running the registered cleanups, and sets the exit code.
 * @param {() => Promise<void>} main
 */
export async function runBench(main) {
  // `on`, not `once`: Nest's shutdown hooks re-raise the signal after closing the app, and with no
  // listener left that would kill the process before the database is dropped.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.error(`\n${signal}: cleaning up`);
      void runCleanups().finally(() => process.exit(130));
    });
  }
  // Other people's work on a shared machine lowers every figure: measure it and print it with them.
  busyBeforeStart = await backgroundCores();
  console.log(
    `machine before starting: ${fmt(busyBeforeStart, 2)} of ${cpus().length} cores busy, load average ${fmt(loadavg()[0], 2)}`,
  );
  try {
    await main();
  } catch (error) {
    process.exitCode = 1;
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  } finally {
    await runCleanups();
  }
}

/**
 * Nearest-rank percentiles of a list of numbers.
 * @param {number[]} values
 * @returns {{ n: number, min: number, p50: number, p95: number, p99: number, max: number, mean: number }}
 */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  /** @param {number} p */
  const at = (p) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  const mean = sorted.reduce((sum, v) => sum + v, 0) / (sorted.length || 1);
  return {
    n: sorted.length,
    min: sorted[0] ?? NaN,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted[sorted.length - 1] ?? NaN,
    mean,
  };
}

/**
 * @param {number} value
 * @param {number} digits
 */
export function fmt(value, digits = 1) {
  return Number.isFinite(value) ? value.toFixed(digits) : '-';
}

/**
 * Prints a table with a title; every cell is turned into a string and columns are padded.
 * @param {string} title
 * @param {string[]} header
 * @param {(string | number)[][]} rows
 */
export function printTable(title, header, rows) {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  /** @param {string[]} row */
  const line = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/**
 * One machine-readable line per benchmark; run-all.mjs collects these.
 * @param {string} bench
 * @param {Record<string, unknown>} figures
 */
export function printJson(bench, figures) {
  // Three decimals are plenty for ms and seconds, and keep the line readable.
  const round = (/** @type {string} */ _key, /** @type {unknown} */ value) =>
    typeof value === 'number' && !Number.isInteger(value) ? Number(value.toFixed(3)) : value;
  const line = JSON.stringify({ bench, at: new Date().toISOString(), machine: machine(), ...figures }, round);
  console.log(`BENCH_JSON ${line}`);
}

/** What the figures were measured on: they mean little without it. */
export function machine() {
  return {
    node: process.version,
    cpus: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAvg1m: Number(loadavg()[0].toFixed(2)),
    coresBusyBeforeStart: busyBeforeStart,
  };
}

/**
 * @param {string} label
 * @param {boolean} met
 */
export function verdict(label, met) {
  return `${met ? 'MET   ' : 'MISSED'}  ${label}`;
}

/**
 * CPU seconds used so far by every PostgreSQL process of this machine (Linux /proc; null
 * elsewhere): the difference across a load says what the database cost per answer. Processes that
 * ended in between are not counted, so a bench reads it around steady load only.
 * @returns {number | null}
 */
export function postgresCpuSeconds() {
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // ended meanwhile
      }
      // "pid (comm) state ...": comm may hold spaces; the fields after it are fixed.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      if (!comm.startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    }
  } catch {
    return null;
  }
  return ticks / 100; // USER_HZ is 100 on Linux
}

/**
 * A free TCP port on 127.0.0.1, for a server the bench starts, so the links it builds carry the port
 * its clients use.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}
