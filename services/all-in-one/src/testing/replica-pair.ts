import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServer } from '../start-server';
import { withSandboxClients } from './shared-test-server';
import { type TestServer, startTestServer } from './test-server';

/** Two API replicas on one database and one NATS stream, as the chart runs them (api.replicas: 2). */
export interface ReplicaPair {
  /** A whole test server (control plane, API, worker) with its own database and stream. */
  first: TestServer;
  /** A second control plane and API on the first one's database, stream and subject prefix. */
  second: RunningServer;
  close(): Promise<void>;
}

/**
 * Started by the Jest worker outside the suite's sandbox when the environment offers it, on the server
 * code the worker has loaded (see startOwnTestServer in shared-test-server.ts), else here.
 */
export async function startReplicaPair(natsUrl: string): Promise<ReplicaPair> {
  const outside = (globalThis as { __fieldnoteReplicaPair?: (natsUrl: string) => Promise<ReplicaPair> })
    .__fieldnoteReplicaPair;
  if (outside) {
    const pair = await outside(natsUrl);
    return { ...pair, first: withSandboxClients(pair.first, () => pair.first.close()) };
  }
  const first = await startTestServer({ NATS_URL: natsUrl });
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldnote-replica-'));
  let second: RunningServer;
  try {
    second = await startServer({
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: first.server.config.DATABASE_URL,
      NATS_URL: natsUrl,
      NATS_STREAM: first.server.config.NATS_STREAM,
      NATS_SUBJECT_PREFIX: first.server.config.NATS_SUBJECT_PREFIX,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      BASE_DOMAIN: 'localhost',
      SCRYPT_LOG_N: '10',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      FIELDNOTE_COMPONENTS: 'control-plane, api',
    });
  } catch (error) {
    await first.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await first.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
