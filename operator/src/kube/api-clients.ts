import {
  type KubeConfig,
  type RequestContext,
  type SecurityAuthentication,
  ServerConfiguration,
  createConfiguration,
  setHeaderMiddleware,
} from '@kubernetes/client-node';

type Dispatcher = ReturnType<RequestContext['getDispatcher']>;
type ApiType<T> = new (configuration: ReturnType<typeof createConfiguration>) => T;

/**
 * API clients that share their connections to the API server. client-node's `makeApiClient`
 * authenticates every request with a new undici Agent whenever TLS options apply (a CA, a client
 * certificate, or skipping verification), so every request opened a TCP connection and made a TLS
 * handshake of its own, on the API server's CPU and ours. These clients let client-node apply its
 * authentication as before (bearer token, exec and file tokens read again on every request) and then
 * send the request through one Agent, whose kept-alive connections are reused.
 */
export class KubeApiClients {
  private dispatcher: Dispatcher;

  constructor(private readonly kubeConfig: KubeConfig) {}

  make<T>(type: ApiType<T>): T {
    const cluster = this.kubeConfig.getCurrentCluster();
    if (!cluster) throw new Error('The kubeconfig has no current cluster.');
    const authentication: SecurityAuthentication = {
      getName: () => 'kubeconfig authentication, pooled connections',
      applySecurityAuthentication: async (context) => {
        await this.kubeConfig.applySecurityAuthentication(context);
        const made = context.getDispatcher();
        // No TLS options: client-node sends through fetch's global dispatcher, which pools already.
        if (!made) return;
        this.dispatcher ??= made;
        if (made !== this.dispatcher) {
          context.setDispatcher(this.dispatcher);
          // Never used, so it holds no connection; closed all the same, so it holds nothing else.
          void (made as { close?: () => Promise<void> }).close?.();
        }
      },
    };
    return new type(
      createConfiguration({
        baseServer: new ServerConfiguration(cluster.server, {}),
        authMethods: { default: authentication },
        middleware: [setHeaderMiddleware('User-Agent', 'fieldnote-operator')],
      }),
    );
  }

  /** Closes the shared connections (the operator's shutdown). */
  async close(): Promise<void> {
    const dispatcher = this.dispatcher as { close?: () => Promise<void> } | undefined;
    this.dispatcher = undefined;
    await dispatcher?.close?.();
  }
}
