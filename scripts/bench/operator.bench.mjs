// Operator scale benchmark: 1,000 Workspace resources created at once against the fake Kubernetes
// API server the operator tests use (with the repository CRD's schema and CEL rules), a real
// PostgreSQL and the Qdrant double; time until every one is Ready, then an idle resync of all of
// them (a pass over 1,000 steady workspaces that must write nothing).
// Usage: node scripts/bench/operator.bench.mjs   (after `npx tsc -b services/all-in-one operator`)
// BENCH_OPERATOR_KUBE=real runs it against Kubernetes' own kube-apiserver (1.20, with etcd, built from
// Debian's sources by scripts/kube-test-apiserver/build.sh) instead of the double: workspaces created
// over HTTP, requests counted from the API server's apiserver_request_total.
import { existsSync, readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import {
  ADMIN_DATABASE_URL,
  REPO_ROOT,
  createBenchDatabase,
  fmt,
  onCleanup,
  printJson,
  printTable,
  requireDist,
  requireRoot,
  runBench,
  verdict,
} from './lib/common.mjs';
import { childProcesses, machineBusySeconds, processCpuSeconds } from './lib/cpu.mjs';
import { requireTypeScript } from './lib/typescript-sources.mjs';

/** @typedef {{ method: string, resource?: string }} KubeRequest One request the fake API server recorded (its RecordedRequest). */

const WORKSPACES = Number(process.env.BENCH_OPERATOR_WORKSPACES ?? 1000);
const CONCURRENCY = process.env.BENCH_OPERATOR_CONCURRENCY;
const POOL_SIZE = process.env.BENCH_OPERATOR_POOL_SIZE;
const NAMESPACE = 'tenants';
const REAL_KUBE = process.env.BENCH_OPERATOR_KUBE === 'real';
const TARGET_READY_SECONDS = 300;
const TARGET_RESYNC_SECONDS = 10;
// Give up (and report) if the run is far beyond its target.
const READY_TIMEOUT_SECONDS = Number(process.env.BENCH_OPERATOR_TIMEOUT_SECONDS ?? 900);

if (!existsSync(join(REPO_ROOT, 'operator', 'dist', 'index.js')))
  throw new Error('operator/dist is missing: run `npx tsc -b services/all-in-one operator` first.');
const { KubeApiClients, loadOperatorConfig, startOperator } = requireRoot('@fieldnote/operator');
const { createLogger } = requireDist('@fieldnote/core');
const { startFakeKubeApi } = requireTypeScript('operator/src/testing/fake-kube-api/fake-kube-api.ts');
const { workspaceCrdResource } = requireTypeScript(
  'operator/src/testing/fake-kube-api/workspace-crd-resource.ts',
);
const { startFakeQdrant } = requireTypeScript('services/core/src/testing/fake-qdrant.ts');
const { startKubeTestApiServer } = requireTypeScript(
  'operator/src/testing/real-kube-api/kube-test-apiserver.ts',
);
const { ApiextensionsV1Api, CoreV1Api, CustomObjectsApi, loadYaml } = requireRoot('@kubernetes/client-node');

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {number} i */
function workspace(i) {
  const name = `bench-${String(i).padStart(5, '0')}`;
  return {
    apiVersion: 'fieldnote.dev/v1alpha1',
    kind: 'Workspace',
    metadata: { name, namespace: NAMESPACE },
    spec: { subdomain: name, displayName: `Bench workspace ${i}`, deletionPolicy: 'Delete' },
  };
}

/**
 * The reconcile counter of the operator's /metrics, by outcome.
 * @param {string} healthUrl
 */
async function reconcileCounts(healthUrl) {
  const text = await (await fetch(`${healthUrl}/metrics`)).text();
  /** @type {Record<string, number>} */
  const counts = {};
  for (const match of text.matchAll(/fieldnote_operator_reconcile_total\{outcome="(\w+)"\} (\d+)/g))
    counts[match[1]] = Number(match[2]);
  return counts;
}

/**
 * Time per reconcile step from the operator's step histogram: total seconds and count, by step.
 * @param {string} healthUrl
 */
async function stepTimes(healthUrl) {
  const text = await (await fetch(`${healthUrl}/metrics`)).text();
  /** @type {Record<string, { seconds: number, count: number }>} */
  const steps = {};
  for (const match of text.matchAll(
    /fieldnote_operator_reconcile_step_duration_seconds_(sum|count)\{step="(\w+)"\} ([\d.e+-]+)/g,
  )) {
    steps[match[2]] ??= { seconds: 0, count: 0 };
    steps[match[2]][match[1] === 'sum' ? 'seconds' : 'count'] = Number(match[3]);
  }
  const reconcile = /fieldnote_operator_reconcile_duration_seconds_sum ([\d.e+-]+)/.exec(text);
  return { steps, reconcileSeconds: Number(reconcile?.[1] ?? 0) };
}

/**
 * CPU seconds so far of the operator (this process: the bench's own share is its creates and
 * polling), of the etcd and kube-apiserver it started, of the PostgreSQL backends serving the bench's
 * database, and of the whole machine.
 * @param {string} databaseName
 */
async function cpuSample(databaseName) {
  const { Client } = requireRoot('pg');
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  /** @type {Map<string, number>} */
  const backends = new Map();
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [
      databaseName,
    ]);
    for (const { pid } of rows) backends.set(String(pid), processCpuSeconds(pid));
  } finally {
    await client.end();
  }
  const children = childProcesses();
  const usage = process.cpuUsage();
  return {
    operator: (usage.user + usage.system) / 1e6,
    etcd: children.has('etcd') ? processCpuSeconds(/** @type {string} */ (children.get('etcd'))) : 0,
    apiserver: children.has('kube-apiserver')
      ? processCpuSeconds(/** @type {string} */ (children.get('kube-apiserver')))
      : 0,
    backends,
    machine: machineBusySeconds(),
  };
}

/**
 * @param {Awaited<ReturnType<typeof cpuSample>>} a
 * @param {Awaited<ReturnType<typeof cpuSample>>} b
 */
function cpuBetween(a, b) {
  let postgres = 0;
  for (const [pid, seconds] of b.backends) postgres += seconds - (a.backends.get(pid) ?? 0);
  return {
    operator: b.operator - a.operator,
    apiserver: b.apiserver - a.apiserver,
    etcd: b.etcd - a.etcd,
    postgres,
    machine: b.machine - a.machine,
  };
}

/**
 * The operator's workspaces gauge, by phase.
 * @param {string} healthUrl
 */
async function workspacePhases(healthUrl) {
  const text = await (await fetch(`${healthUrl}/metrics`)).text();
  /** @type {Record<string, number>} */
  const phases = {};
  for (const match of text.matchAll(/fieldnote_operator_workspaces\{phase="(\w+)"\} (\d+)/g))
    phases[match[1]] = Number(match[2]);
  return phases;
}

/**
 * The Kubernetes API requests made so far, by `METHOD resource` (Lease renewals of leader election
 * aside): the double's request log, or the real API server's apiserver_request_total.
 * @typedef {{ kubeConfig(): object, create(i: number): Promise<void> | void, requests(): Promise<Record<string, number>>, close(): Promise<void> }} KubeBackend
 */

/** @param {Record<string, number>} before @param {Record<string, number>} after */
function requestsBetween(before, after) {
  /** @type {Record<string, number>} */
  const byRequest = {};
  for (const [key, count] of Object.entries(after)) {
    const delta = count - (before[key] ?? 0);
    if (delta > 0) byRequest[key] = delta;
  }
  const total = Object.values(byRequest).reduce((a, b) => a + b, 0);
  const writes = Object.entries(byRequest)
    .filter(([key]) => !/^(GET|LIST|WATCH) /.test(key))
    .reduce((a, [, n]) => a + n, 0);
  return { total, writes, byRequest };
}

/** @returns {Promise<KubeBackend>} */
async function fakeBackend() {
  const kube = await startFakeKubeApi({ resources: [workspaceCrdResource()] });
  return {
    kubeConfig: () => kube.kubeConfig(),
    create: (i) => void kube.create('workspaces.fieldnote.dev', workspace(i)),
    requests: async () => {
      /** @type {Record<string, number>} */
      const counts = {};
      for (const r of /** @type {readonly KubeRequest[]} */ (kube.requests)) {
        if (r.resource === 'leases') continue;
        const key = `${r.method} ${r.resource}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      return counts;
    },
    close: () => kube.close(),
  };
}

/** @returns {Promise<KubeBackend>} */
async function realBackend() {
  const kube = await startKubeTestApiServer('kube');
  const core = kube.kubeConfig().makeApiClient(CoreV1Api);
  for (const name of [NAMESPACE, 'fieldnote-system'])
    await core.createNamespace({ body: { metadata: { name } } });
  // loadYaml: client-node's model, which keeps `default`, `enum` and the CEL rules when sent.
  const crd = loadYaml(readFileSync(join(REPO_ROOT, 'crds/workspaces.fieldnote.dev.yaml'), 'utf8'));
  const crds = kube.kubeConfig().makeApiClient(ApiextensionsV1Api);
  await crds.createCustomResourceDefinition({ body: crd });
  for (;;) {
    const read = await crds.readCustomResourceDefinition({ name: crd.metadata.name });
    if (
      read.status?.conditions?.some(
        (/** @type {{type: string, status: string}} */ c) => c.type === 'Established' && c.status === 'True',
      )
    )
      break;
    await sleep(100);
  }
  // Over kept-alive connections, as kubectl applies a file of many objects (client-node's own
  // clients open one connection per request, a TLS handshake that would be counted against the API server).
  const clients = new KubeApiClients(kube.kubeConfig());
  const custom = clients.make(CustomObjectsApi);
  return {
    kubeConfig: () => kube.kubeConfig(),
    create: async (i) => {
      await custom.createNamespacedCustomObject({
        group: 'fieldnote.dev',
        version: 'v1alpha1',
        namespace: NAMESPACE,
        plural: 'workspaces',
        body: workspace(i),
      });
    },
    requests: async () => {
      // The server's certificate is self-signed, which fetch refuses: node:https without verification.
      const text = await metricsText(kube);
      /** @type {Record<string, number>} */
      const counts = {};
      for (const match of text.matchAll(/^apiserver_request_total\{([^}]*)\} (\d+)/gm)) {
        const labels = Object.fromEntries(
          [...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
        );
        if (!labels.resource || labels.resource === 'leases' || labels.group === 'apiextensions.k8s.io')
          continue;
        const key = `${labels.verb} ${labels.resource}${labels.subresource ? `/${labels.subresource}` : ''}`;
        counts[key] = (counts[key] ?? 0) + Number(match[2]);
      }
      return counts;
    },
    close: async () => {
      await clients.close();
      await kube.close();
    },
  };
}

/** @param {{ url: string, token: string }} kube */
function metricsText(kube) {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      `${kube.url}/metrics`,
      { headers: { authorization: `Bearer ${kube.token}` }, rejectUnauthorized: false },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve(text));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Resyncs every workspace and waits until the queue is idle: seconds, Kubernetes requests and
 * writes (the Lease renewals of leader election aside), after checking each workspace had its pass.
 * @param {KubeBackend} kube
 * @param {{ healthUrl: string, controller(): { resync(options: { verify: boolean }): void, whenIdle(): Promise<void> } }} operator
 * @param {boolean} verify
 */
async function timedResync(kube, operator, verify) {
  const before = await reconcileCounts(operator.healthUrl);
  const requestsBefore = await kube.requests();
  const started = performance.now();
  operator.controller().resync({ verify });
  await operator.controller().whenIdle();
  const seconds = (performance.now() - started) / 1000;
  const after = await reconcileCounts(operator.healthUrl);
  const passes = (after.unchanged ?? 0) - (before.unchanged ?? 0);
  if (passes !== WORKSPACES)
    throw new Error(`the resync left ${WORKSPACES - passes} workspaces not unchanged`);
  const made = requestsBetween(requestsBefore, await kube.requests());
  /** @type {Record<string, number>} */
  const byResource = Object.fromEntries(
    Object.entries(made.byRequest).filter(([key]) => !/^(GET|LIST|WATCH) /.test(key)),
  );
  return { seconds, requests: made.total, writes: made.writes, byResource };
}

await runBench(async () => {
  const database = await createBenchDatabase('fieldnote_bench_operator');
  onCleanup(() => database.drop());
  const kube = REAL_KUBE ? await realBackend() : await fakeBackend();
  onCleanup(() => kube.close());
  const qdrant = await startFakeQdrant();
  onCleanup(() => qdrant.close());

  const config = loadOperatorConfig({
    DATABASE_URL: database.url,
    QDRANT_URL: qdrant.url,
    METRICS_PORT: '0',
    LEASE_NAMESPACE: 'fieldnote-system',
    OPERATOR_NAMESPACE: NAMESPACE,
    BASE_DOMAIN: 'bench.localhost',
    WORKSPACE_URL_SCHEME: 'http',
    INGRESS_SERVICE_NAME: 'fieldnote-api',
    LOG_LEVEL: 'silent',
    // Long enough that no periodic resync falls inside the measurements; the bench triggers its own.
    RESYNC_SECONDS: '3600',
    ...(CONCURRENCY ? { RECONCILE_CONCURRENCY: CONCURRENCY } : {}),
    ...(POOL_SIZE ? { DB_POOL_SIZE: POOL_SIZE } : {}),
  });
  console.log(
    `operator: ${WORKSPACES} workspaces on ${REAL_KUBE ? 'kube-apiserver 1.20' : 'the Kubernetes API double'}, RECONCILE_CONCURRENCY ${config.RECONCILE_CONCURRENCY}, DB_POOL_SIZE ${config.DB_POOL_SIZE}`,
  );
  const operator = await startOperator(config, kube.kubeConfig(), createLogger('silent'), {
    retryPeriodMs: 50,
  });
  onCleanup(() => operator.close());
  while (!operator.controller()?.hasSynced) await sleep(20);

  // (a) Create every workspace at once (each through the CRD's admission), then wait for Ready.
  const requestsAtStart = await kube.requests();
  const cpuAtStart = await cpuSample(database.name);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = performance.now();
  if (REAL_KUBE) {
    // Over HTTP, 16 creates in flight at a time.
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < WORKSPACES) await kube.create(next++);
      }),
    );
  } else for (let i = 0; i < WORKSPACES; i += 1) await kube.create(i);
  const createdSeconds = (performance.now() - started) / 1000;
  /** @type {[string, string, string][]} */
  const progress = [];
  let ready = 0;
  let lastReport = 0;
  // Progress from the operator's own gauge (its informer cache): polling the fake server's store
  // would copy every object in the bench's process, on the operator's event loop.
  while (ready < WORKSPACES) {
    await sleep(500);
    const phases = await workspacePhases(operator.healthUrl);
    ready = phases.Ready ?? 0;
    const seconds = (performance.now() - started) / 1000;
    if (seconds - lastReport >= 15 || ready === WORKSPACES) {
      lastReport = seconds;
      const failed = phases.Failed ?? 0;
      progress.push([fmt(seconds, 1), String(ready), String(failed)]);
      console.log(`  ${fmt(seconds, 1)} s: ${ready} Ready, ${failed} Failed`);
    }
    if (seconds > READY_TIMEOUT_SECONDS)
      throw new Error(`only ${ready} of ${WORKSPACES} Ready after ${fmt(seconds)} s`);
  }
  const readySeconds = (performance.now() - started) / 1000;
  loopDelay.disable();
  const cpu = cpuBetween(cpuAtStart, await cpuSample(database.name));
  await operator.controller().whenIdle();
  const { steps, reconcileSeconds } = await stepTimes(operator.healthUrl);
  const watch = operator.controller().watchStats;
  const afterCreate = await reconcileCounts(operator.healthUrl);
  const untilReady = requestsBetween(requestsAtStart, await kube.requests());
  // The bench's own creates are not the operator's requests.
  const operatorRequests = untilReady.total - (untilReady.byRequest['POST workspaces'] ?? 0);

  // (b) An idle resync: every workspace once more, nothing to write; then (c) one that verifies
  // schema, vectors, routes and Ingress of every steady workspace (as one does every STEADY_VERIFY_SECONDS).
  const idle = await timedResync(kube, operator, false);
  const verified = await timedResync(kube, operator, true);
  printTable(
    'Operator scale',
    ['step', 'figure'],
    [
      ['workspaces', String(WORKSPACES)],
      ['reconcile concurrency', String(config.RECONCILE_CONCURRENCY)],
      [
        REAL_KUBE ? 'create all (kube-apiserver, HTTP)' : 'create all (fake API, in process)',
        `${fmt(createdSeconds, 2)} s`,
      ],
      [
        'create to all Ready',
        `${fmt(readySeconds, 1)} s (${fmt(WORKSPACES / readySeconds, 1)} workspaces/s)`,
      ],
      ['reconciles until Ready', JSON.stringify(afterCreate)],
      [
        'reconcile slots busy on average',
        `${fmt(reconcileSeconds / readySeconds, 2)} of ${config.RECONCILE_CONCURRENCY}`,
      ],
      ...Object.entries(steps).map(([step, { seconds, count }]) => [
        `  step ${step}`,
        `${fmt(seconds, 1)} s in ${count} (${fmt((seconds * 1000) / Math.max(count, 1), 1)} ms each)`,
      ]),
      [
        'CPU seconds until Ready',
        `operator ${fmt(cpu.operator, 1)}, kube-apiserver ${fmt(cpu.apiserver, 1)}, etcd ${fmt(cpu.etcd, 1)}, PostgreSQL (bench database) ${fmt(cpu.postgres, 1)}, whole machine ${fmt(cpu.machine, 1)} (${fmt(cpu.machine / readySeconds, 2)} cores)`,
      ],
      [
        'operator event-loop delay',
        `p50 ${fmt(loopDelay.percentile(50) / 1e6, 1)} ms, p99 ${fmt(loopDelay.percentile(99) / 1e6, 1)} ms, max ${fmt(loopDelay.max / 1e6, 1)} ms`,
      ],
      ['watch', JSON.stringify(watch)],
      [
        'operator API requests until Ready',
        `${operatorRequests} (${fmt(operatorRequests / WORKSPACES, 2)} per workspace) ${JSON.stringify(untilReady.byRequest)}`,
      ],
      [
        'idle resync of all',
        `${fmt(idle.seconds, 2)} s (${fmt((idle.seconds * 1000) / WORKSPACES, 2)} ms each)`,
      ],
      ['  Kubernetes requests, writes', `${idle.requests}, ${idle.writes}`],
      [
        'verifying resync of all',
        `${fmt(verified.seconds, 2)} s (${fmt((verified.seconds * 1000) / WORKSPACES, 2)} ms each)`,
      ],
      [
        '  Kubernetes requests, writes',
        `${verified.requests}, ${verified.writes} ${JSON.stringify(verified.byResource)}`,
      ],
    ],
  );
  printTable('Progress', ['seconds', 'Ready', 'Failed'], progress);
  console.log(
    verdict(
      `all Ready in ${fmt(readySeconds, 1)} s (target < ${TARGET_READY_SECONDS} s)`,
      readySeconds < TARGET_READY_SECONDS,
    ),
  );
  const resyncSeconds = idle.seconds;
  console.log(
    verdict(
      `idle resync in ${fmt(resyncSeconds, 2)} s (target < ${TARGET_RESYNC_SECONDS} s)`,
      resyncSeconds < TARGET_RESYNC_SECONDS,
    ),
  );
  printJson('operator', {
    workspaces: WORKSPACES,
    kubernetes: REAL_KUBE ? 'kube-apiserver 1.20' : 'double',
    requestsPerWorkspace: operatorRequests / WORKSPACES,
    concurrency: config.RECONCILE_CONCURRENCY,
    poolSize: config.DB_POOL_SIZE,
    readySeconds,
    resyncSeconds,
    resyncWrites: idle.writes,
    verifyingResyncSeconds: verified.seconds,
    verifyingResyncWrites: verified.writes,
    reconciles: afterCreate,
    steps,
    cpuSeconds: cpu,
    eventLoopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    watch,
    targets: { readySeconds: TARGET_READY_SECONDS, resyncSeconds: TARGET_RESYNC_SECONDS },
    met: { ready: readySeconds < TARGET_READY_SECONDS, resync: resyncSeconds < TARGET_RESYNC_SECONDS },
  });
});
