import type * as FreePortModule from './free-port';
import { GraphqlClient } from './graphql-client';
import type { TestServer } from './test-server';
import type * as TestServerModule from './test-server';

/** What scripts/jest/shared-server-environment.js puts on every suite's global object. */
type AcquireSharedServer = (env: Record<string, string>) => Promise<TestServer>;
type StartOwnServer = AcquireSharedServer;

/** The same server, with clients of this suite's own sandbox, so what they return is made of its own classes. */
export function withSandboxClients(outside: TestServer, close: () => Promise<void>): TestServer {
  return {
    server: outside.server,
    address: outside.address,
    bus: outside.bus,
    client: (subdomain?: string) =>
      new GraphqlClient(outside.address, subdomain ? `${subdomain}.localhost` : 'localhost'),
    close,
  };
}

/**
 * A test server for a suite that does not change the server's global state: the Jest worker's
 * server for `env`, shared with the worker's other suites of the same `env` (the first one starts
 * it, the worker closes it when it ends), or, outside that environment or with
 * FIELDNOTE_SHARED_TEST_SERVERS=false, a server of the suite's own. Either way it listens on a port
 * of its own chosen before it starts, and `close()` is for the suite's afterAll (a no-op on a shared
 * server).
 *
 * A suite on a shared server makes its own workspaces and accounts (the factories' names are
 * random), asserts nothing about what other suites may add (instance-wide counts, the demo
 * workspace's contents, the mail of addresses it did not make), and changes no global setting, no
 * environment variable and nothing of the demo workspace. A suite that does keeps startTestServer.
 */
export async function sharedTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const acquire = (globalThis as { __fieldnoteSharedTestServer?: AcquireSharedServer })
    .__fieldnoteSharedTestServer;
  if (!acquire) return startOwnTestServer(env);
  return withSandboxClients(await acquire(env), async () => undefined);
}

/**
 * A server of the suite's own on a free port, for a suite that changes the server's global state,
 * closed by the suite's afterAll. In Jest's shared-server environment the worker starts it outside
 * the sandbox, on the server code it has loaded once (see scripts/jest/shared-server-environment.js):
 * the suite then reaches the server's objects (`server.app`, `server.built`) but must not compare
 * them with classes of its own sandbox (`app.get(SomeService)`, `instanceof`) nor spy on them; a
 * suite that does keeps startTestServer, which loads the server into its sandbox. Elsewhere, or with
 * FIELDNOTE_SHARED_TEST_SERVERS=false, it is loaded here, on demand, so a suite on a shared server
 * never loads it into its sandbox.
 */
export async function startOwnTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const startOutside = (globalThis as { __fieldnoteOwnTestServer?: StartOwnServer }).__fieldnoteOwnTestServer;
  if (startOutside) {
    const own = await startOutside(env);
    return withSandboxClients(own, () => own.close());
  }
  const { startTestServer } = jest.requireActual<typeof TestServerModule>('./test-server');
  const { freePort } = jest.requireActual<typeof FreePortModule>('./free-port');
  return startTestServer({ PORT: String(await freePort()), ...env });
}
