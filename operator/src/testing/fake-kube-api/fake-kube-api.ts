import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KubeConfig, type KubernetesObject } from '@kubernetes/client-node';
import { ApiRequestHandler, type ApiHandlerContext } from './api-request-handler';
import type { FakeResource, KubeObject } from './fake-resource';
import { ObjectStore } from './object-store';
import { RequestHold, requestMatches, type RecordedRequest, type RequestMatch } from './request-controls';
import { ResourceRegistry } from './resource-registry';

export interface FakeKubeApiOptions {
  /** Served besides the built-ins (configmaps, secrets, services, events, leases, ingresses, workspaces). */
  resources?: FakeResource[];
  /** How often watches that allow bookmarks get one; default 1000 ms. */
  bookmarkIntervalMs?: number;
  /** The bearer token every request must carry; kubeConfig() sets it. */
  token?: string;
}

/** A failure to answer instead of serving matching requests. */
export interface FailureOptions {
  code?: number;
  reason?: string;
  message?: string;
  /** How many matching requests fail; default 1. */
  times?: number;
}

/**
 * A Kubernetes API server double on 127.0.0.1 for tests that drive the real @kubernetes/client-node
 * over HTTP. Resources are named `plural` or `plural.group` in the test controls below, which act
 * on the store directly (same semantics as HTTP writes, no request logged).
 */
export interface FakeKubeApi {
  readonly url: string;
  /** A KubeConfig for this server (bearer token, default namespace `namespace`). */
  kubeConfig(namespace?: string): KubeConfig;
  close(): Promise<void>;

  get<T extends KubernetesObject = KubeObject>(
    resource: string,
    namespace: string,
    name: string,
  ): T | undefined;
  list<T extends KubernetesObject = KubeObject>(resource: string, namespace?: string): T[];
  /** Creates an object in metadata.namespace (default `default`), as a POST would. */
  create<T extends KubernetesObject>(resource: string, object: T): T;
  /** Read-modify-write as another client would: `mutate` edits a copy, stored with a PUT's rules. */
  modify<T extends KubernetesObject = KubeObject>(
    resource: string,
    namespace: string,
    name: string,
    mutate: (object: T) => void,
    options?: { status?: boolean },
  ): T;
  delete(resource: string, namespace: string, name: string): KubeObject;
  /** The newest resourceVersion. */
  readonly resourceVersion: string;

  /** Compacts history: watches from any older resourceVersion get an ERROR event with a 410 Expired Status. */
  expireHistory(): void;
  /** Ends open watch connections; `abrupt` cuts the sockets instead of ending the responses. */
  dropWatches(options?: { abrupt?: boolean }): void;
  /** Open watch connections go silent (no events, no bookmarks) but stay open. New watches are not affected. */
  stallWatches(): void;
  readonly openWatches: number;
  /** The next `times` matching requests fail with the given Status (default 500 InternalError). */
  failNext(match: RequestMatch, options?: FailureOptions): void;
  /** Matching requests wait until the returned hold is released. */
  hold(match: RequestMatch): RequestHold;
  /** Every request answered, in order. */
  readonly requests: readonly RecordedRequest[];
  count(match: RequestMatch): number;
  /** TCP connections clients have opened so far (kept-alive connections count once). */
  readonly connections: number;
}

/** Starts a fake Kubernetes API server on a random port of 127.0.0.1. */
export async function startFakeKubeApi(options: FakeKubeApiOptions = {}): Promise<FakeKubeApi> {
  const token = options.token ?? 'fake-token';
  const context: ApiHandlerContext = {
    registry: new ResourceRegistry(options.resources),
    store: new ObjectStore(),
    token,
    bookmarkIntervalMs: options.bookmarkIntervalMs ?? 1000,
    watches: new Set(),
    requests: [],
    failures: [],
    holds: [],
  };
  const { registry, store, watches } = context;
  const handler = new ApiRequestHandler(context);
  const server = createServer((request, response) => void handler.handle(request, response));
  let connections = 0;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const resourceOf = (name: string) => registry.named(name);
  const existing = (resource: string, namespace: string, name: string): KubeObject => {
    const found = store.get(resourceOf(resource), namespace, name);
    if (!found) throw new Error(`fake kube API: no ${resource} ${namespace}/${name}`);
    return found;
  };

  return {
    url,
    kubeConfig(namespace = 'default') {
      const kubeConfig = new KubeConfig();
      kubeConfig.loadFromOptions({
        clusters: [{ name: 'fake', server: url, skipTLSVerify: true }],
        users: [{ name: 'fake', token }],
        contexts: [{ name: 'fake', cluster: 'fake', user: 'fake', namespace }],
        currentContext: 'fake',
      });
      return kubeConfig;
    },
    async close() {
      for (const hold of context.holds) hold.release();
      for (const watch of watches) watch.close(true);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    // The store holds plain JSON; the type parameters only spare tests a cast.
    get: <T>(resource: string, namespace: string, name: string) =>
      store.get(resourceOf(resource), namespace, name) as T | undefined,
    list: <T>(resource: string, namespace?: string) => store.list(resourceOf(resource), namespace) as T[],
    create<T extends KubernetesObject>(resource: string, object: T) {
      const type = resourceOf(resource);
      const namespace = type.namespaced ? (object.metadata?.namespace ?? 'default') : '';
      return store.create(type, namespace, object) as unknown as T;
    },
    modify<T>(
      resource: string,
      namespace: string,
      name: string,
      mutate: (object: T) => void,
      modifyOptions: { status?: boolean } = {},
    ) {
      const object = existing(resource, namespace, name);
      mutate(object as T);
      return store.update(resourceOf(resource), namespace, name, object, modifyOptions.status) as T;
    },
    delete: (resource, namespace, name) => store.delete(resourceOf(resource), namespace, name).object,
    get resourceVersion() {
      return store.resourceVersion;
    },
    expireHistory: () => store.compact(),
    dropWatches(dropOptions = {}) {
      for (const watch of [...watches]) watch.close(dropOptions.abrupt);
    },
    stallWatches() {
      for (const watch of watches) watch.stall();
    },
    get openWatches() {
      return watches.size;
    },
    failNext(match, failure = {}) {
      const code = failure.code ?? 500;
      context.failures.push({
        match,
        code,
        reason: failure.reason ?? (code === 500 ? 'InternalError' : 'ServiceUnavailable'),
        message: failure.message ?? `injected failure (${code})`,
        times: failure.times ?? 1,
      });
    },
    hold(match) {
      const hold = new RequestHold(match);
      context.holds.push(hold);
      return hold;
    },
    requests: context.requests,
    count: (match) => context.requests.filter((request) => requestMatches(request, match)).length,
    get connections() {
      return connections;
    },
  };
}
