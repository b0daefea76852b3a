import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { V1Deployment, V1Probe } from '../../operator/src/testing/kubernetes-types';
import { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import { DEMO_EMAIL, DEMO_PASSWORD, logIn } from '../api/factories';
import { type AllInOneProcess, isRunning, startAllInOne, stopAllInOne } from './all-in-one-process';
import { ROOT_DIR } from './crd-validator';
import { HelmChartRenderer } from './go-template/helm-chart-renderer';
import { evaluateInProcess } from './inspector';

function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

const SUITE_TIMEOUT_MS = 180_000;

/** The api Deployment's liveness probe, as the chart renders it with its defaults. */
function chartLivenessProbe(): V1Probe {
  const { manifests } = new HelmChartRenderer(join(ROOT_DIR, 'charts/fieldnote')).render({
    secrets: {
      databaseUrl: 'postgres://fieldnote:secret@postgres:5432/fieldnote',
      operatorToken: 'o'.repeat(32),
    },
  });
  const api = manifests.find(
    (m) => m.manifest.kind === 'Deployment' && m.manifest.metadata?.name === 'fieldnote-api',
  );
  return (api!.manifest as unknown as V1Deployment).spec!.template.spec!.containers[0].livenessProbe!;
}

/** One probe as the kubelet sends it: GET on the path, success on 2xx/3xx within timeoutSeconds. */
function probeOnce(address: string, probe: V1Probe): Promise<'success' | 'failure'> {
  return new Promise((resolve) => {
    const req = request(`${address}${probe.httpGet!.path}`, (res) => {
      res.resume();
      resolve(res.statusCode! >= 200 && res.statusCode! < 400 ? 'success' : 'failure');
    });
    req.setTimeout(probe.timeoutSeconds! * 1000, () => {
      req.destroy();
      resolve('failure');
    });
    req.on('error', () => resolve('failure'));
    req.end();
  });
}

/**
 * What the fleet's liveness probe sees of a real server process (the same main.js every pod runs):
 * it fails when the process lives but its event loop is wedged, and not when only the database is down.
 */
describe('the liveness probe on a live server', () => {
  const probe = chartLivenessProbe();
  let dataDir: string;
  let server: AllInOneProcess;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fieldnote-liveness-'));
    // As root the embedded PostgreSQL runs as the postgres system user, which must reach its data.
    chmodSync(dataDir, 0o755);
    // --inspect-port=0: SIGUSR1 opens its inspector on a free port (see evaluateInProcess).
    server = await startAllInOne(dataDir, { nodeFlags: ['--inspect-port=0'] });
  }, SUITE_TIMEOUT_MS);

  afterEach(async () => {
    // A wedged server cannot run its SIGTERM handler: the kubelet ends it with SIGKILL, as here.
    if (server && isRunning(server.child.pid!)) server.child.kill('SIGKILL');
    await stopAllInOne(server);
    const postmaster = postmasterPid(dataDir);
    if (postmaster && isRunning(postmaster)) process.kill(postmaster, 'SIGINT');
    rmSync(dataDir, { recursive: true, force: true });
  }, SUITE_TIMEOUT_MS);

  it(
    'should fail every probe while the process lives with its event loop stuck in a tight loop',
    async () => {
      expect(await probeOnce(server.address, probe)).toBe('success');

      await evaluateInProcess(server.child.pid!, server.output, 'for (;;) {}');
      const probes = [];
      for (let i = 0; i < probe.failureThreshold!; i++) probes.push(await probeOnce(server.address, probe));

      expect(probes).toEqual(Array(probe.failureThreshold).fill('failure'));
      expect(isRunning(server.child.pid!)).toBe(true);
    },
    SUITE_TIMEOUT_MS,
  );

  it(
    'should keep passing while the database is down, so a database outage restarts no pod',
    async () => {
      process.kill(postmasterPid(dataDir)!, 'SIGKILL');
      // What needs the database fails now (a pooled connection may still answer once or twice).
      let signIn = await logIn(
        new GraphqlClient(server.address, 'demo.localhost'),
        DEMO_EMAIL,
        DEMO_PASSWORD,
      );
      for (let attempt = 0; !signIn.errors && attempt < 20; attempt++) {
        await sleep(250);
        signIn = await logIn(new GraphqlClient(server.address, 'demo.localhost'), DEMO_EMAIL, DEMO_PASSWORD);
      }
      expect(signIn.errors).toBeDefined();

      const probes = [];
      for (let i = 0; i < probe.failureThreshold!; i++) probes.push(await probeOnce(server.address, probe));

      expect(probes).toEqual(Array(probe.failureThreshold).fill('success'));
    },
    SUITE_TIMEOUT_MS,
  );
});
