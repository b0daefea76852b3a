import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServer } from '../start-server';
import { GraphqlClient } from './graphql-client';
import { createTestDatabase } from './test-database';

export interface TestServer {
  server: RunningServer;
  address: string;
  /** A client on `<subdomain>.localhost`, or on the root domain when no subdomain is given. */
  client(subdomain?: string): GraphqlClient;
  close(): Promise<void>;
}

/**
 * The whole all-in-one server on a fresh database of the test PostgreSQL, on a free port, quiet,
 * with a cheap password hash. Pass `NATS_URL` in env to run it on the real JetStream bus.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
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
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ...env,
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    server,
    address: server.address,
    client: (subdomain?: string) =>
      new GraphqlClient(server.address, subdomain ? `${subdomain}.localhost` : 'localhost'),
    close: async () => {
      await server.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
