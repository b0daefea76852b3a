import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServer } from '../start-server';
import { GraphqlClient } from './graphql-client';
import { createTestDatabase } from './test-database';
import { deleteTestStream, testBusKind, type TestBusKind } from './test-bus';

export interface TestServer {
  server: RunningServer;
  address: string;
  /** Which bus carries the server's events: the in-process one or the real NATS JetStream. */
  bus: TestBusKind;
  /** A client on `<subdomain>.localhost`, or on the root domain when no subdomain is given. */
  client(subdomain?: string): GraphqlClient;
  close(): Promise<void>;
}

/**
 * The whole all-in-one server on a fresh database of the test PostgreSQL, on a free port, quiet,
 * with a cheap password hash. It runs on the real JetStream bus when `NATS_URL` is in env or when
 * the run asks for it (`FIELDNOTE_TEST_BUS=nats`, see jest.config.js); then it gets a stream and
 * subject prefix of its own, deleted on close, so servers running at once never share events.
 * `databasePrefix` names its database (default `fieldnote_t`, then the process id and a random suffix).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { databasePrefix?: string } = {},
): Promise<TestServer> {
  const bus = testBusKind(env);
  const natsEnv: Record<string, string> = {};
  if (bus.kind === 'nats') {
    const suffix = randomBytes(6).toString('hex');
    natsEnv.NATS_URL = bus.url;
    natsEnv.NATS_STREAM = `FIELDNOTE_TEST_${suffix}`;
    natsEnv.NATS_SUBJECT_PREFIX = `fieldnote-test-${suffix}`;
  }
  const database = await createTestDatabase(options.databasePrefix);
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldnote-test-'));
  let server: RunningServer;
  try {
    server = await startServer({
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      BASE_DOMAIN: 'localhost',
      SCRYPT_LOG_N: '10',
      // Every suite's browser signs in from 127.0.0.1, and a worker's shared server serves many suites
      // within a minute; the suite that tests the limit sets it back to the default.
      SSO_START_LIMIT_PER_MINUTE: '10000',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      // The AI auto features wait for a note to stay unchanged this long (30 s by default).
      AI_AUTO_QUIET_MS: '1000',
      ...natsEnv,
      ...env,
    });
  } catch (error) {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    server,
    address: server.address,
    bus: bus.kind,
    client: (subdomain?: string) =>
      new GraphqlClient(server.address, subdomain ? `${subdomain}.localhost` : 'localhost'),
    close: async () => {
      await server.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
      // Only the stream made for this server: one passed in env may be shared with other processes.
      if (natsEnv.NATS_STREAM === server.config.NATS_STREAM)
        await deleteTestStream(natsEnv.NATS_URL, natsEnv.NATS_STREAM);
    },
  };
}
