import { loadavg } from 'node:os';
import { fmt, printJson, printTable, summarize, verdict } from './common.mjs';

/**
 * The single sign-on benches' measurement: `signIn(i)` `warmup` times, then `runs` times one at a
 * time, each answering its steps' times in ms; prints each step's p50, p95 and max, the verdict on
 * the `judged` step's p95 against `targetMs`, and the BENCH_JSON line (each step's figures under its
 * key, with runs, targetP95Ms and met).
 * @param {(i: number) => Promise<Record<string, number>>} signIn
 * @param {{ bench: string, title: string, verdictLabel: string, runs: number, warmup: number,
 *   targetMs: number, judged: string, steps: [string, string][] }} options
 *   steps: [key, label] in the order printed.
 */
export async function timeSignIns(
  signIn,
  { bench, title, verdictLabel, runs, warmup, targetMs, judged, steps },
) {
  for (let i = 0; i < warmup; i++) await signIn(i);
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await signIn(warmup + i));
  const figures = Object.fromEntries(steps.map(([key]) => [key, summarize(times.map((t) => t[key]))]));
  printTable(
    `${title}, ms (${runs} sign-ins one at a time after ${warmup}; load average ${fmt(loadavg()[0], 2)})`,
    ['step', 'p50', 'p95', 'max'],
    steps.map(([key, label]) => [label, fmt(figures[key].p50), fmt(figures[key].p95), fmt(figures[key].max)]),
  );
  const p95 = figures[judged].p95;
  console.log(`\n${verdict(`${verdictLabel} p95 <= ${targetMs} ms (${fmt(p95)} ms)`, p95 <= targetMs)}`);
  printJson(bench, {
    runs,
    ...Object.fromEntries(
      steps.map(([key]) => [
        key,
        { p50Ms: figures[key].p50, p95Ms: figures[key].p95, maxMs: figures[key].max },
      ]),
    ),
    targetP95Ms: targetMs,
    met: p95 <= targetMs,
  });
}
