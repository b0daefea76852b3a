import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { KubeConfig } from '@kubernetes/client-node';

const REPO_ROOT = join(__dirname, '../../../..');
const BUILD_SCRIPT = join(REPO_ROOT, 'scripts/kube-test-apiserver/build.sh');
/** A first start on a loaded machine: etcd, then the server's post-start hooks (RBAC bootstrap). */
const START_DEADLINE_MS = 120_000;

/**
 * Which of the two test servers scripts/kube-test-apiserver/build.sh builds from Debian's sources:
 * - `kube`: kube-apiserver 1.20, core, networking, coordination, RBAC and CRDs (no CEL rules);
 * - `crd`: Kubernetes 1.36's CRD server alone, with CEL validation rules (no built-in resources).
 */
export type KubeTestServerKind = 'kube' | 'crd';

export interface KubeTestApiServer {
  kind: KubeTestServerKind;
  /** https://127.0.0.1:<port> */
  url: string;
  /** An administrator's bearer token (group system:masters on `kube`). */
  token: string;
  /** A kubeconfig file for a child process (KUBECONFIG), skipping TLS verification of the self-signed certificate. */
  kubeconfigPath: string;
  /** A KubeConfig for @kubernetes/client-node, with the administrator's token or another. */
  kubeConfig(token?: string): KubeConfig;
  /** A kubeconfig file with another bearer token (a service account's), for a child process. */
  kubeconfigFile(token: string): string;
  /** Stops the API server process and starts it again on the same port and etcd (watches drop). */
  restart(): Promise<void>;
  /** Compacts etcd's history up to now: a watch from an older resourceVersion gets 410 Gone. */
  compactEtcd(): Promise<number>;
  /** What the API server printed lately. */
  output(): string;
  close(): Promise<void>;
}

/**
 * The path of a binary scripts/kube-test-apiserver/build.sh built. A missing one fails loudly: CI
 * builds first (.ci/run), and a test run never starts a build of many CPU-minutes on its own.
 */
export function kubeTestBinary(name: 'etcd' | 'kube-apiserver' | 'crd-apiserver'): string {
  const dir = execFileSync('bash', [BUILD_SCRIPT, '--dir'], { encoding: 'utf8' }).trim().split('\n').pop()!;
  const binary = join(dir, 'bin', name);
  if (!existsSync(binary))
    throw new Error(
      `${binary} is missing: the Kubernetes test API servers are not built. Run ` +
        "`bash scripts/kube-test-apiserver/build.sh` (fetches Debian's sources through apt; .ci/run does it).",
    );
  return binary;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  exited: Promise<void>;
}

const children = new Set<ChildProcess>();
// A Jest worker that ends without closing its servers must not leave etcd or an API server behind.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function launch(binary: string, args: string[], keep: (text: string) => void): Started {
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.stdout?.on('data', (chunk: Buffer) => keep(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => keep(chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      children.delete(child);
      resolve();
    }),
  );
  return { child, exited };
}

async function stop(started: Started | undefined): Promise<void> {
  if (!started || started.child.exitCode !== null || started.child.signalCode !== null) return;
  started.child.kill('SIGTERM');
  const killed = setTimeout(() => started.child.kill('SIGKILL'), 10_000);
  await started.exited;
  clearTimeout(killed);
}

async function waitFor(
  what: string,
  ready: () => Promise<boolean>,
  exited: () => boolean,
  output: () => string,
) {
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (await ready().catch(() => false)) return;
    if (exited()) throw new Error(`${what} exited while starting:\n${output()}`);
    if (Date.now() > deadline)
      throw new Error(`${what} was not ready within ${START_DEADLINE_MS} ms:\n${output()}`);
    await sleep(100);
  }
}

/** Starts etcd and the chosen API server on free loopback ports, in a temporary directory. */
export async function startKubeTestApiServer(kind: KubeTestServerKind): Promise<KubeTestApiServer> {
  const dir = mkdtempSync(join(tmpdir(), `kube-test-${kind}-`));
  let log = '';
  // FIELDNOTE_KUBE_TEST_LOG=<file>: everything etcd and the server print, for a failure's post-mortem.
  const logFile = process.env.FIELDNOTE_KUBE_TEST_LOG;
  const keep = (text: string) => {
    log = (log + text).slice(-30_000);
    if (logFile) appendFileSync(logFile, text);
  };

  const [etcdPort, peerPort, apiPort] = [await freePort(), await freePort(), await freePort()];
  const etcdUrl = `http://127.0.0.1:${etcdPort}`;
  const peerUrl = `http://127.0.0.1:${peerPort}`;
  const etcd = launch(
    kubeTestBinary('etcd'),
    [
      `--data-dir=${join(dir, 'etcd')}`,
      `--listen-client-urls=${etcdUrl}`,
      `--advertise-client-urls=${etcdUrl}`,
      `--listen-peer-urls=${peerUrl}`,
      `--initial-advertise-peer-urls=${peerUrl}`,
      `--initial-cluster=default=${peerUrl}`,
      '--log-level=warn',
      // Tests throw the data away: no fsync per write (etcd's own test setting).
      '--unsafe-no-fsync',
    ],
    (text) => keep(`[etcd] ${text}`),
  );
  await waitFor(
    'etcd',
    async () => (await fetch(`${etcdUrl}/health`)).ok,
    () => etcd.child.exitCode !== null,
    () => log,
  );

  const token = randomBytes(24).toString('hex');
  const tokens = join(dir, 'tokens.csv');
  writeFileSync(tokens, `${token},fieldnote-test-admin,fieldnote-test-admin,"system:masters"\n`);
  const common = [
    `--etcd-servers=${etcdUrl}`,
    '--bind-address=127.0.0.1',
    `--secure-port=${apiPort}`,
    `--cert-dir=${join(dir, 'certs')}`,
    `--token-auth-file=${tokens}`,
  ];
  let args: string[];
  if (kind === 'kube') {
    const serviceAccountKey = join(dir, 'service-account.key');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(serviceAccountKey, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    args = [
      ...common,
      '--insecure-port=0',
      '--advertise-address=127.0.0.1',
      '--authorization-mode=RBAC',
      `--service-account-key-file=${serviceAccountKey}`,
      `--service-account-signing-key-file=${serviceAccountKey}`,
      '--service-account-issuer=https://kubernetes.default.svc.cluster.local',
      '--service-cluster-ip-range=10.96.0.0/16',
      // One API server and no controllers: nothing else keeps the `kubernetes` Service's endpoints.
      '--endpoint-reconciler-type=none',
      '--enable-priority-and-fairness=false',
      '--profiling=false',
      '--logtostderr=true',
      '--v=0',
    ];
  } else {
    args = [...common, '--profiling=false'];
  }
  const binary = kubeTestBinary(kind === 'kube' ? 'kube-apiserver' : 'crd-apiserver');
  const url = `https://127.0.0.1:${apiPort}`;

  const kubeConfig = (bearer = token) => {
    const config = new KubeConfig();
    config.loadFromOptions({
      clusters: [{ name: 'test', server: url, skipTLSVerify: true }],
      users: [{ name: 'test', token: bearer }],
      contexts: [{ name: 'test', cluster: 'test', user: 'test' }],
      currentContext: 'test',
    });
    return config;
  };
  const kubeconfigPath = join(dir, 'kubeconfig.json');
  writeFileSync(kubeconfigPath, kubeConfig().exportConfig());

  let api: Started | undefined;
  const startApi = async () => {
    api = launch(binary, args, (text) => keep(`[${kind}-apiserver] ${text}`));
    const current = api;
    await waitFor(
      `${kind}-apiserver`,
      () => ready(url, token),
      () => current.child.exitCode !== null,
      () => log,
    );
  };
  try {
    await startApi();
  } catch (error) {
    await stop(etcd);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    kind,
    url,
    token,
    kubeconfigPath,
    kubeConfig,
    kubeconfigFile: (bearer) => {
      const path = join(dir, `kubeconfig-${randomBytes(4).toString('hex')}.json`);
      writeFileSync(path, kubeConfig(bearer).exportConfig());
      return path;
    },
    restart: async () => {
      await stop(api);
      await startApi();
    },
    compactEtcd: async () => {
      // etcd's JSON gateway: int64s travel as strings, keys in base64.
      const range = await fetch(`${etcdUrl}/v3/kv/range`, {
        method: 'POST',
        body: JSON.stringify({ key: Buffer.from('/').toString('base64'), limit: 1 }),
      });
      const revision = Number(((await range.json()) as { header: { revision: string } }).header.revision);
      const compacted = await fetch(`${etcdUrl}/v3/kv/compaction`, {
        method: 'POST',
        body: JSON.stringify({ revision: String(revision), physical: true }),
      });
      if (!compacted.ok) throw new Error(`etcd compaction failed: ${await compacted.text()}`);
      return revision;
    },
    output: () => log,
    close: async () => {
      await stop(api);
      await stop(etcd);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** /readyz answers 200 once every post-start hook (CRD controllers, RBAC bootstrap) has run. */
function ready(url: string, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    // The server's certificate is self-signed, made at its first start.
    const request = httpsRequest(
      `${url}/readyz`,
      { headers: { authorization: `Bearer ${token}` }, rejectUnauthorized: false, timeout: 5_000 },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
    request.end();
  });
}
