// The static checks alone (`npm run lint`, `npm run typecheck`; `npm test` runs them beside Jest,
// scripts/test.mjs), side by side: as many at a time as the machine has cores (CHECKS_CONCURRENCY to
// choose), the longest first. Each one's output is printed whole when it ends, under its name, with
// its time; the script fails when any check fails, after all have run, so one run shows every problem.
// Usage: node scripts/checks.mjs [lint|typecheck]   (both when not told)
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { CHECKS, runChecks, verdictLine } from './static-checks.mjs';

const groups = process.argv.slice(2);
const unknown = groups.filter((group) => !CHECKS.some((check) => check.group === group));
if (unknown.length > 0) {
  console.error(`usage: node scripts/checks.mjs [lint|typecheck] (unknown: ${unknown.join(', ')})`);
  process.exit(2);
}
const selected = CHECKS.filter((check) => groups.length === 0 || groups.includes(check.group));
const concurrency = Math.max(1, Number(process.env.CHECKS_CONCURRENCY) || availableParallelism());

const started = performance.now();
const results = await runChecks({
  checks: selected,
  concurrency,
  onResult: (result) => {
    process.stdout.write(`\n${verdictLine(result)}\n`);
    if (result.output.trim()) process.stdout.write(`${result.output.trimEnd()}\n`);
  },
});
const failed = results.filter((result) => result.code !== 0);
const total = ((performance.now() - started) / 1000).toFixed(1);
if (failed.length > 0) {
  console.error(
    `\nchecks: ${failed.length} of ${results.length} failed (${failed.map((r) => r.name).join('; ')}) in ${total} s`,
  );
  process.exit(1);
}
console.log(`\nchecks: all ${results.length} passed in ${total} s (${concurrency} at a time)`);
