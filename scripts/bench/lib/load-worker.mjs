// Runs autocannon in a worker thread, so the load generator never shares an event loop with a server
// that lives in the benchmark's own process. Posts back a small summary with exact latency percentiles.
import { parentPort, workerData } from 'node:worker_threads';
import { requireRoot, summarize } from './common.mjs';

const autocannon = requireRoot('autocannon');

/** @type {import('./load.mjs').LoadOptions} */
const options = workerData;

// autocannon's own histogram has 1 ms buckets and no p95: keep every 2xx latency (float ms) instead.
/** @type {number[]} */
const latencies = [];
const instance = autocannon({
  url: options.url,
  method: options.method ?? 'POST',
  headers: options.headers,
  body: options.body,
  connections: options.connections,
  duration: options.durationSeconds,
  expectBody: options.expectBody,
});
instance.on(
  'response',
  (/** @type {unknown} */ _client, /** @type {number} */ status, _bytes, /** @type {number} */ ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  },
);

const result = await instance;
const latency = summarize(latencies);
// Every latency goes back too (transferred, not copied), so runs can be merged exactly.
const all = Float64Array.from(latencies);
const message = {
  ok2xx: latencies.length,
  seconds: result.duration,
  requestsPerSecond: latencies.length / result.duration,
  latency,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  mismatches: result.mismatches,
  latencies: all,
};
parentPort?.postMessage(message, [all.buffer]);
