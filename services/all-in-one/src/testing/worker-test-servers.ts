import { freePort } from './free-port';
import { TEST_NATS_URL, type TestBusKind } from './test-bus';
import { startTestServer, type TestServer } from './test-server';

/**
 * The test servers of one Jest worker, one per bus and server environment, shared by the suites
 * that run there (loaded outside Jest's sandboxes by scripts/jest/shared-server-environment.js).
 * Each suite still makes its own workspaces and accounts, so suites never see each other's data.
 */
const servers = new Map<string, Promise<TestServer>>();

/** The worker's server for `env` on `bus`, started the first time a suite asks for it. */
export function acquire(env: Record<string, string>, bus: TestBusKind): Promise<TestServer> {
  const key = JSON.stringify([bus, Object.entries(env).sort(([a], [b]) => a.localeCompare(b))]);
  let server = servers.get(key);
  if (!server) {
    server = start(env, bus);
    servers.set(key, server);
    // A server that failed to start is not kept: the next suite tries again (and reports its error).
    server.catch(() => servers.delete(key));
  }
  return server;
}

/** Closes every server of the worker: stopped, its database dropped, its NATS stream deleted. */
export async function closeAll(): Promise<void> {
  const started = [...servers.values()];
  servers.clear();
  await Promise.all(
    started.map((server) => server.then((running) => running.close()).catch(() => undefined)),
  );
}

async function start(env: Record<string, string>, bus: TestBusKind): Promise<TestServer> {
  // On a port of its own known before it starts, so the links it builds carry the port browsers use.
  const port = String(await freePort());
  return startTestServer({ PORT: port, ...(bus === 'nats' ? { NATS_URL: TEST_NATS_URL } : {}), ...env });
}
