import { appendFileSync } from 'node:fs';
import { freePort } from './free-port';
import { type ReplicaPair, startReplicaPair } from './replica-pair';
import { TEST_NATS_URL, type TestBusKind } from './test-bus';
import { startTestServer, type TestServer } from './test-server';

/**
 * The test servers of one Jest worker, one per bus and server environment, shared by the suites
 * that run there (loaded outside Jest's sandboxes by scripts/jest/shared-server-environment.js).
 * Each suite still makes its own workspaces and accounts, so suites never see each other's data.
 */
const servers = new Map<string, Promise<TestServer>>();
/** The servers suites started for themselves (startDedicated) and have not closed yet. */
const dedicated = new Set<TestServer>();
/** The replica pairs suites started for themselves and have not closed yet. */
const dedicatedPairs = new Set<{ close(): Promise<void> }>();
/** A shared server's database is `fieldnote_w<pid of its worker>_<random>`. */
const DATABASE_PREFIX = 'fieldnote_w';

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

/**
 * A server for one suite alone (a suite that changes the server's global state), started here,
 * outside the sandboxes, with the server's code the worker has already loaded: started inside a
 * suite's sandbox, each one loaded and evaluated the whole server again, about 5 s of CPU per suite
 * on the CI host. The suite closes it in its afterAll; the worker closes what a suite left open.
 */
export async function startDedicated(env: Record<string, string>, bus: TestBusKind): Promise<TestServer> {
  const server = await start(env, bus);
  dedicated.add(server);
  return {
    ...server,
    close: async () => {
      if (!dedicated.delete(server)) return;
      await server.close();
    },
  };
}

/** Two API replicas for one suite (replica-pair.ts), started outside the sandboxes like startDedicated's. */
export async function startDedicatedReplicaPair(natsUrl: string): Promise<ReplicaPair> {
  const pair = await startReplicaPair(natsUrl);
  const closing = { close: () => pair.close() };
  dedicatedPairs.add(closing);
  return {
    ...pair,
    close: async () => {
      if (!dedicatedPairs.delete(closing)) return;
      await pair.close();
    },
  };
}

/** Closes every server of the worker: stopped, its database dropped, its NATS stream deleted. */
export async function closeAll(): Promise<void> {
  const started = [...servers.values()];
  const own = [...dedicated, ...dedicatedPairs];
  servers.clear();
  dedicated.clear();
  dedicatedPairs.clear();
  await Promise.all([
    ...started.map((server) => server.then((running) => running.close()).catch(() => undefined)),
    ...own.map((server) => server.close().catch(() => undefined)),
  ]);
}

async function start(env: Record<string, string>, bus: TestBusKind): Promise<TestServer> {
  // On a port of its own known before it starts, so the links it builds carry the port browsers use
  // (unless the suite names one).
  const port = env.PORT ?? String(await freePort());
  const startedAt = performance.now();
  const server = await startTestServer(
    { PORT: port, ...(bus === 'nats' ? { NATS_URL: TEST_NATS_URL } : {}), ...env },
    { databasePrefix: DATABASE_PREFIX },
  );
  // For whoever tunes the run: how often the workers start their servers, and what each start costs
  // (a worker Jest replaces starts them again).
  const log = process.env.FIELDNOTE_SHARED_SERVER_LOG;
  if (log)
    appendFileSync(
      log,
      `${JSON.stringify({ worker: process.pid, bus, env, seconds: (performance.now() - startedAt) / 1000 })}\n`,
    );
  return server;
}
