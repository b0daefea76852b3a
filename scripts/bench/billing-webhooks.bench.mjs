// Plans and billing (issue 33): Stripe webhook handling at volume. 10,000 signed events for 100
// workspaces (each subscribed through the Stripe double's Checkout, then seat changes, failed
// payments with their retries and renewal notices), delivered to POST /stripe/webhook of the real
// server: first in the order Stripe raised them, then shuffled with 10 % of them sent twice, by
// CONCURRENCY senders as Stripe sends in parallel. The ledger counts each event once and every
// handler reads the subscription again from Stripe, so both runs must end in the same state.
// Target: the shuffled run in <= 60 s. Prints figures; never fails on time (it fails on a
// different final state). Besides the time, the CPU each delivery cost this process's main thread
// (the server, the Stripe double and the senders all run on it) and PostgreSQL (every postgres
// process of the machine, so other users of the server count too): figures a busy machine distorts
// less than the time.
// Usage: node scripts/bench/billing-webhooks.bench.mjs   (after `npx tsc -b services/all-in-one`)

import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  REPO_ROOT,
  fmt,
  postgresCpuSeconds,
  printJson,
  printTable,
  requireDist,
  runBench,
  summarize,
  verdict,
} from './lib/common.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { requireTypeScript } from './lib/typescript-sources.mjs';

const WORKSPACES = Number(process.env.BENCH_WORKSPACES ?? 100);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const DUPLICATE_SHARE = 0.1;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const TARGET_S = 60;

await runBench(main);

/** A deterministic shuffle (mulberry32), so a run can be repeated. */
function shuffled(items, seed = 20261207) {
  let a = seed;
  const random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Sends `events` with `CONCURRENCY` senders, each event again while the endpoint answers 5xx (as Stripe retries); per-event ms. */
async function deliver(double, events) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const sender = async () => {
    while (next < events.length) {
      const event = events[next++];
      const start = performance.now();
      let status = await double.send(event);
      for (let retry = 0; status >= 500 && retry < 10; retry++) status = await double.send(event);
      if (status !== 200) failures++;
      latencies.push(performance.now() - start);
    }
  };
  const start = performance.now();
  const cpuBefore = process.threadCpuUsage();
  const postgresBefore = postgresCpuSeconds();
  await Promise.all(Array.from({ length: CONCURRENCY }, sender));
  const cpu = process.threadCpuUsage(cpuBefore);
  const postgresAfter = postgresCpuSeconds();
  return {
    seconds: (performance.now() - start) / 1000,
    latencies,
    failures,
    mainThreadCpuMs: (cpu.user + cpu.system) / 1000 / events.length,
    postgresCpuMs:
      postgresBefore === null || postgresAfter === null
        ? null
        : ((postgresAfter - postgresBefore) * 1000) / events.length,
  };
}

async function main() {
  const { StripeDouble } = requireTypeScript('services/control-plane/src/billing/testing/stripe-double.ts');
  const { WorkspaceCreationService } = requireDist('@fieldnote/control-plane');
  // The `stripe` client billing depends on (the control plane's), pointed at the double.
  const Stripe = createRequire(join(REPO_ROOT, 'services/control-plane/package.json'))('stripe');
  const double = await new StripeDouble().start();
  double.addPrice({ id: 'price_team_month', product: 'prod_team', unitAmount: 2000, interval: 'month' });
  const { server } = await startDemoServer('fieldnote_bench_billing_webhooks', {
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: double.webhookSecret,
    STRIPE_API_URL: double.baseUrl,
    BILLING_DEFAULT_PLAN: 'free-jul-2025',
  });
  double.webhookUrl = `${server.address}/stripe/webhook`;
  const operator = {
    authorization: `Bearer ${server.built.operatorToken}`,
    'content-type': 'application/json',
  };
  const priced = await fetch(`${server.address}/control/plans/team/prices`, {
    method: 'PUT',
    headers: operator,
    body: JSON.stringify({ month: 'price_team_month' }),
  });
  if (priced.status !== 200) throw new Error(`setting the price answered ${priced.status}`);
  const sql = server.built.platform.databases.control().em.getConnection();
  const [{ id: accountId }] = await sql.execute(
    "select id from control.accounts where email = 'demo@fieldnote.dev'",
  );

  // 100 workspaces, each with a Stripe customer and a subscription made through the double's Checkout.
  const setupStart = performance.now();
  const creation = server.app.get(WorkspaceCreationService, { strict: false });
  const stripe = new Stripe('sk_test_bench', double.clientOptions());
  const subscriptions = [];
  for (let w = 0; w < WORKSPACES; w++) {
    const workspace = await creation.create({ accountId, name: `Webhook bench ${w}` });
    const customer = await stripe.customers.create({ metadata: { teamId: workspace.id } });
    await sql.execute('update control.workspace_plans set stripe_customer_id = ? where team_id = ?', [
      customer.id,
      workspace.id,
    ]);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_team_month', quantity: 3 }],
      subscription_data: { metadata: { teamId: workspace.id } },
      success_url: 'http://bench.localhost/settings/billing?checkout=success',
    });
    subscriptions.push({ teamId: workspace.id, id: double.completeCheckout(session.id).id });
  }
  // Then a realistic life per workspace until the events reach their share: seats change, a payment
  // fails and is retried, the renewal is announced.
  const unique = Math.round(EVENTS / (1 + DUPLICATE_SHARE));
  for (let round = 0; double.events.length < unique; round++) {
    for (const sub of subscriptions) {
      if (double.events.length >= unique) break;
      const item = double.subscription(sub.id).items.data[0];
      switch (round % 4) {
        case 0:
          await stripe.subscriptions.update(sub.id, { items: [{ id: item.id, quantity: 3 + (round % 7) }] });
          break;
        case 1:
          double.failPayment(sub.id);
          break;
        case 2:
          double.recoverPayment(sub.id);
          break;
        default:
          double.announceRenewal(sub.id);
      }
    }
  }
  const events = double.takePending().slice(0, unique);
  const setupSeconds = (performance.now() - setupStart) / 1000;
  const teams = subscriptions.map((s) => s.teamId);
  const stateSql = `select team_id, plan_reference, subscription_status, stripe_subscription_id, stripe_price_id,
      price_interval, seats, current_period_end, cancel_at_period_end
    from control.workspace_plans where team_id in (${teams.map(() => '?').join(', ')}) order by team_id`;
  const state = async () => JSON.stringify(await sql.execute(stateSql, teams));
  const before = await sql.execute(
    `select * from control.workspace_plans where team_id in (${teams.map(() => '?').join(', ')})`,
    teams,
  );

  // 1. In the order Stripe raised them.
  const inOrder = await deliver(double, events);
  const inOrderState = await state();

  // 2. The same events again from the state before them, shuffled, 10 % twice.
  await sql.execute(
    `delete from control.stripe_events where team_id in (${teams.map(() => '?').join(', ')})`,
    teams,
  );
  for (const row of before)
    await sql.execute(
      `update control.workspace_plans set plan_reference = ?, plan_version = ?, subscription_status = ?,
         stripe_subscription_id = ?, stripe_subscription_created = ?, stripe_price_id = ?, price_interval = ?,
         seats = ?, current_period_end = ?, cancel_at_period_end = ? where team_id = ?`,
      [
        row.plan_reference,
        row.plan_version,
        row.subscription_status,
        row.stripe_subscription_id,
        row.stripe_subscription_created,
        row.stripe_price_id,
        row.price_interval,
        row.seats,
        row.current_period_end,
        row.cancel_at_period_end,
        row.team_id,
      ],
    );
  const duplicates = shuffled(events, 7).slice(0, EVENTS - events.length);
  const mixed = shuffled([...events, ...duplicates]);
  const shuffledRun = await deliver(double, mixed);
  const shuffledState = await state();
  const [{ n: ledger }] = await sql.execute(
    `select count(*)::int as n from control.stripe_events where team_id in (${teams.map(() => '?').join(', ')})`,
    teams,
  );

  const rows = [
    ['in order', events.length, inOrder],
    ['shuffled, 10 % duplicated', mixed.length, shuffledRun],
  ];
  printTable(
    `Stripe webhooks: ${WORKSPACES} workspaces, ${CONCURRENCY} concurrent senders (setup ${fmt(setupSeconds, 1)} s)`,
    [
      'delivery',
      'events',
      'seconds',
      'events/s',
      'p50 ms',
      'p95 ms',
      'not 200',
      'main thread CPU ms',
      'PostgreSQL CPU ms',
    ],
    rows.map(([name, n, run]) => {
      const s = summarize(run.latencies);
      return [
        name,
        n,
        fmt(run.seconds, 1),
        fmt(n / run.seconds, 0),
        fmt(s.p50, 1),
        fmt(s.p95, 1),
        run.failures,
        fmt(run.mainThreadCpuMs, 2),
        run.postgresCpuMs === null ? 'n/a' : fmt(run.postgresCpuMs, 2),
      ];
    }),
  );
  const same = inOrderState === shuffledState;
  console.log(`ledger rows after the shuffled run: ${ledger} (unique events ${events.length})`);
  console.log(verdict('same final state as in-order delivery', same));
  console.log(verdict(`shuffled run within ${TARGET_S} s`, shuffledRun.seconds <= TARGET_S));
  printJson('billing-webhooks', {
    workspaces: WORKSPACES,
    concurrency: CONCURRENCY,
    uniqueEvents: events.length,
    deliveredShuffled: mixed.length,
    inOrderSeconds: inOrder.seconds,
    shuffledSeconds: shuffledRun.seconds,
    shuffledP95Ms: summarize(shuffledRun.latencies).p95,
    shuffledMainThreadCpuMsPerDelivery: shuffledRun.mainThreadCpuMs,
    shuffledPostgresCpuMsPerDelivery: shuffledRun.postgresCpuMs,
    sameFinalState: same,
    ledgerRows: ledger,
    targetSeconds: TARGET_S,
  });
  await double.close();
  if (!same || ledger !== events.length || shuffledRun.failures > 0) {
    process.exitCode = 1;
    console.error(
      'the shuffled delivery did not end in the in-order state, or an event was not acknowledged',
    );
  }
}
