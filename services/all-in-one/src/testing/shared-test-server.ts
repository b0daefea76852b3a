import type * as FreePortModule from './free-port';
import { GraphqlClient } from './graphql-client';
import type { TestServer } from './test-server';
import type * as TestServerModule from './test-server';

/** What scripts/jest/shared-server-environment.js puts on every suite's global object. */
type AcquireSharedServer = (env: Record<string, string>) => Promise<TestServer>;

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
  const shared = await acquire(env);
  return {
    server: shared.server,
    address: shared.address,
    bus: shared.bus,
    // Clients of this suite's own sandbox, so what they return is made of its own classes.
    client: (subdomain?: string) =>
      new GraphqlClient(shared.address, subdomain ? `${subdomain}.localhost` : 'localhost'),
    close: async () => undefined,
  };
}

/**
 * A server of the suite's own on a free port. The server's code is loaded only here, on demand, so
 * a suite on a shared server never loads it into its sandbox.
 */
export async function startOwnTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const { startTestServer } = jest.requireActual<typeof TestServerModule>('./test-server');
  const { freePort } = jest.requireActual<typeof FreePortModule>('./free-port');
  return startTestServer({ PORT: String(await freePort()), ...env });
}
