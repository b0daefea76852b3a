// Plans and billing (issue 33): what a cached entitlement check costs, the look-up every plan-limited
// addition makes (one more project, folder, channel, tag board, share link, API token). Measured in
// the real server with billing on (STRIPE_SECRET_KEY set, nothing calls Stripe) on the demo workspace:
// `entitlements.of(workspace)`, the plan gate's maximum check and its feature check, each from the
// cache; and with billing off (self-hosted), where the answer is a constant. Batches of calls are
// timed and divided, as one call is far below the clock's useful resolution. Target: <= 5 µs a check.
// Prints figures; never fails on time.
// Usage: node scripts/bench/entitlements.bench.mjs   (after `npx tsc -b services/all-in-one`)

import { performance } from 'node:perf_hooks';
import { fmt, printJson, printTable, requireDist, runBench, summarize } from './lib/common.mjs';
import { startDemoServer } from './lib/demo-server.mjs';

const BATCH = 10_000;
const BATCHES = Number(process.env.BENCH_BATCHES ?? 50);
const TARGET_US = 5;

await runBench(main);

/**
 * Microseconds a call, per batch: `BATCHES` batches of `BATCH` awaited calls after a warm-up.
 * @param {() => Promise<unknown>} call
 */
async function perCall(call) {
  for (let i = 0; i < BATCH; i++) await call();
  const batches = [];
  for (let b = 0; b < BATCHES; b++) {
    const start = performance.now();
    for (let i = 0; i < BATCH; i++) await call();
    batches.push(((performance.now() - start) * 1000) / BATCH);
  }
  return summarize(batches);
}

async function main() {
  const { EntitlementsService, PlanGate } = requireDist('@fieldnote/control-plane');
  const { server } = await startDemoServer('fieldnote_bench_entitlements', {
    STRIPE_SECRET_KEY: 'sk_test_never_called',
  });
  const entitlements = server.app.get(EntitlementsService, { strict: false });
  const gate = server.app.get(PlanGate, { strict: false });
  if (entitlements.selfHosted) throw new Error('billing should be on in this bench');
  const connection = server.built.platform.databases.control().em.getConnection();
  const [{ id }] = await connection.execute("select id from control.teams where subdomain = 'demo'");
  const plan = await entitlements.of(id);
  console.log(`demo workspace on ${plan.plan.name} (${plan.plan.reference})`);

  // Billing off: the same service with no STRIPE_SECRET_KEY answers the self-hosted plan, no look-up.
  const selfHosted = new EntitlementsService(null, null, { ...server.config, STRIPE_SECRET_KEY: undefined });

  const rows = [
    ['entitlements.of, billing on (cached)', await perCall(() => entitlements.of(id))],
    [
      'PlanGate.admitOneMore(maxProjects), cached',
      await perCall(() => gate.admitOneMore(id, 'maxProjects', 0)),
    ],
    [
      'PlanGate.requireFeature(allowSearch), cached',
      await perCall(() => gate.requireFeature(id, 'allowSearch')),
    ],
    ['entitlements.of, billing off (self-hosted)', await perCall(() => selfHosted.of(id))],
  ];
  printTable(
    `Entitlement checks, µs a call (${BATCHES} batches of ${BATCH.toLocaleString()} calls; target <= ${TARGET_US} µs)`,
    ['check', 'p50', 'p95', 'max', 'meets'],
    rows.map(([name, s]) => [
      name,
      fmt(s.p50, 3),
      fmt(s.p95, 3),
      fmt(s.max, 3),
      s.p95 <= TARGET_US ? 'yes' : 'NO',
    ]),
  );
  printJson(
    'entitlements',
    Object.fromEntries(
      rows.map(([name, s]) => [name, { p50Us: s.p50, p95Us: s.p95, maxUs: s.max, targetUs: TARGET_US }]),
    ),
  );
}
