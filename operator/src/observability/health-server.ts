import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface HealthChecks {
  /** The process works (its loops are alive). */
  live(): boolean;
  /** It can do its job: a standby replica is ready; the leader once its cache has synced. */
  ready(): boolean;
}

/** /metrics (Prometheus), /healthz and /readyz for the kubelet's probes. */
export async function startHealthServer(
  port: number,
  registry: Registry,
  checks: HealthChecks,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET') {
      res.writeHead(405).end();
      return;
    }
    if (path === '/metrics') {
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        () => res.writeHead(500).end('metrics failed\n'),
      );
      return;
    }
    const probe = path === '/healthz' ? checks.live : path === '/readyz' ? checks.ready : undefined;
    if (!probe) {
      res.writeHead(404).end('not found\n');
      return;
    }
    const ok = probe();
    res.writeHead(ok ? 200 : 503, { 'content-type': 'text/plain' }).end(ok ? 'ok\n' : 'not ready\n');
  });
  await new Promise<void>((resolve) => server.listen(port, '0.0.0.0', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
