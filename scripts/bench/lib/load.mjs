// HTTP load with autocannon's programmatic API, run in a worker thread (see load-worker.mjs).
import { Worker } from 'node:worker_threads';
import { summarize } from './common.mjs';

/**
 * @typedef {object} LoadOptions
 * @property {string} url
 * @property {string} [method] default POST
 * @property {Record<string, string>} [headers]
 * @property {string} [body]
 * @property {number} connections
 * @property {number} durationSeconds
 * @property {string} [expectBody] every response must be exactly this, else it counts as a mismatch
 */

/**
 * @typedef {object} LoadResult
 * @property {number} ok2xx responses with a 2xx status
 * @property {number} seconds
 * @property {number} requestsPerSecond 2xx responses per second
 * @property {{ n: number, min: number, p50: number, p95: number, p99: number, max: number, mean: number }} latency ms, 2xx only
 * @property {number} non2xx
 * @property {number} errors
 * @property {number} timeouts
 * @property {number} mismatches responses whose body differed from expectBody
 * @property {Float64Array} latencies every 2xx latency, ms
 */

/**
 * @param {LoadOptions} options
 * @returns {Promise<LoadResult>}
 */
export function runLoad(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: options });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with code ${code}`));
    });
  });
}

/**
 * Load that was not all correct answers is not a throughput figure: say so loudly.
 * @param {string} label
 * @param {LoadResult} result
 */
export function assertCleanLoad(label, result) {
  const bad = result.non2xx + result.errors + result.timeouts + result.mismatches;
  if (bad > 0 || result.ok2xx === 0) {
    throw new Error(
      `${label}: ${result.ok2xx} good responses, ${result.non2xx} non-2xx, ${result.errors} errors, ` +
        `${result.timeouts} timeouts, ${result.mismatches} wrong bodies: the figures would be meaningless.`,
    );
  }
}

/**
 * Several runs against the same server as if they were one (rates and percentiles recomputed).
 * @param {LoadResult[]} results
 * @returns {LoadResult}
 */
export function mergeLoads(results) {
  /** @param {(r: LoadResult) => number} pick */
  const sum = (pick) => results.reduce((total, r) => total + pick(r), 0);
  const latencies = Float64Array.from(results.flatMap((r) => Array.from(r.latencies)));
  const seconds = sum((r) => r.seconds);
  return {
    ok2xx: latencies.length,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    latency: summarize(Array.from(latencies)),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    mismatches: sum((r) => r.mismatches),
    latencies,
  };
}
