import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyPatch } from './apply-patch';
import { apiVersionOf, type FakeResource, type KubeObject } from './fake-resource';
import { KubeStatusError, RESOURCE_NOT_FOUND } from './kube-status';
import type { DeletePreconditions, ObjectStore, StoreEvent } from './object-store';
import {
  requestMatches,
  type InjectedFailure,
  type RecordedRequest,
  type RequestHold,
  type Verb,
} from './request-controls';
import type { ResourceRegistry, ResourceRoute } from './resource-registry';
import { selectorPredicate } from './selectors';
import { WatchStream } from './watch-stream';

/** What the handler shares with the server that owns it (and its test controls). */
export interface ApiHandlerContext {
  registry: ResourceRegistry;
  store: ObjectStore;
  token: string;
  bookmarkIntervalMs?: number;
  watches: Set<WatchStream>;
  requests: RecordedRequest[];
  failures: InjectedFailure[];
  holds: RequestHold[];
}

type Answer = { status: number; body: unknown };

function verbOf(method: string, route: ResourceRoute | undefined, query: URLSearchParams): Verb {
  if (!route) return 'unknown';
  const watch = query.get('watch') === 'true' || query.get('watch') === '1';
  const byMethod: Record<string, Verb> = {
    GET: watch ? 'watch' : route.name ? 'get' : 'list',
    POST: 'create',
    PUT: 'update',
    PATCH: 'patch',
    DELETE: 'delete',
  };
  return byMethod[method] ?? 'unknown';
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw KubeStatusError.badRequest(`the request body is not JSON: ${(error as Error).message}`);
  }
}

/** Serves one HTTP request the way kube-apiserver would for the registered resources. */
export class ApiRequestHandler {
  constructor(private readonly context: ApiHandlerContext) {}

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const route = this.context.registry.route(url.pathname);
    const entry = {
      method,
      url: `${url.pathname}${url.search}`,
      verb: verbOf(method, route, url.searchParams),
      resource: route?.resource.plural,
      namespace: route?.namespace || undefined,
      name: route?.name,
      subresource: route?.subresource,
    };
    const record = (status: number) => this.context.requests.push({ ...entry, status });
    try {
      if (request.headers.authorization !== `Bearer ${this.context.token}`) {
        throw new KubeStatusError(401, 'Unauthorized', 'Unauthorized');
      }
      if (!route) throw new KubeStatusError(404, 'NotFound', RESOURCE_NOT_FOUND);
      for (const hold of this.context.holds.filter((h) => requestMatches(entry, h.match))) await hold.wait();
      this.failIfInjected(entry);
      const body = await readJson(request);
      if (entry.verb === 'watch') {
        this.watch(route, url.searchParams, response);
        record(200);
        return;
      }
      const answer = this.serve(entry.verb, route, url.searchParams, body, request.headers['content-type']);
      record(answer.status);
      this.send(response, answer);
    } catch (error) {
      const failure =
        error instanceof KubeStatusError
          ? error
          : new KubeStatusError(500, 'InternalError', `Internal error occurred: ${String(error)}`);
      record(failure.code);
      this.send(response, { status: failure.code, body: failure.toBody() });
    }
  }

  private failIfInjected(entry: Omit<RecordedRequest, 'status'>): void {
    const failure = this.context.failures.find((f) => f.times > 0 && requestMatches(entry, f.match));
    if (!failure) return;
    failure.times -= 1;
    throw new KubeStatusError(failure.code, failure.reason, failure.message);
  }

  private serve(
    verb: Verb,
    route: ResourceRoute,
    query: URLSearchParams,
    body: unknown,
    type?: string,
  ): Answer {
    const { store } = this.context;
    const { resource, namespace, name, subresource } = route;
    const status = subresource === 'status';
    const object = (): KubeObject => {
      const found = name === undefined ? undefined : store.get(resource, namespace, name);
      if (!found) throw KubeStatusError.notFound(resource.plural, resource.group, name ?? '');
      return found;
    };
    switch (verb) {
      case 'list':
        return { status: 200, body: this.list(resource, namespace, query) };
      case 'get':
        return { status: 200, body: object() };
      case 'create':
        if (name !== undefined) break;
        return { status: 201, body: store.create(resource, namespace, body) };
      case 'update':
        if (name === undefined) break;
        return { status: 200, body: store.update(resource, namespace, name, body, status) };
      case 'patch': {
        if (name === undefined) break;
        const contentType = (type ?? '').split(';')[0].trim().toLowerCase();
        const patched = applyPatch(object(), body, contentType);
        return { status: 200, body: store.update(resource, namespace, name, patched, status) };
      }
      case 'delete': {
        if (name === undefined || status) break;
        const options = (body ?? {}) as { preconditions?: DeletePreconditions };
        const { object: deleted, deleted: gone } = store.delete(
          resource,
          namespace,
          name,
          options.preconditions,
        );
        // Deleted at once: a Success Status; still held by finalizers: the object.
        if (!gone) return { status: 200, body: deleted };
        const details = { name, group: resource.group, kind: resource.plural, uid: deleted.metadata?.uid };
        return {
          status: 200,
          body: { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Success', details },
        };
      }
    }
    throw new KubeStatusError(
      405,
      'MethodNotAllowed',
      'the server does not allow this method on the requested resource',
    );
  }

  private list(resource: FakeResource, namespace: string, query: URLSearchParams): unknown {
    const selected = this.context.store.list(resource, namespace).filter(selectorPredicate(query));
    // Built-in list items come without type meta; custom resource items keep theirs.
    const items = resource.custom ? selected : selected.map(({ apiVersion: _a, kind: _k, ...rest }) => rest);
    return {
      apiVersion: apiVersionOf(resource),
      kind: `${resource.kind}List`,
      metadata: { resourceVersion: this.context.store.resourceVersion },
      items,
    };
  }

  private watch(route: ResourceRoute, query: URLSearchParams, response: ServerResponse): void {
    const { store, watches } = this.context;
    const { resource, namespace, name } = route;
    const selected = selectorPredicate(query);
    const wanted = (object: KubeObject) =>
      (!namespace || object.metadata?.namespace === namespace) &&
      (name === undefined || object.metadata?.name === name) &&
      selected(object);
    const from = query.get('resourceVersion') ?? '';
    if (from !== '' && !/^\d+$/.test(from)) {
      throw KubeStatusError.badRequest(
        `resourceVersion: Invalid value: ${JSON.stringify(from)}: must be an integer`,
      );
    }
    const timeoutSeconds = Number(query.get('timeoutSeconds') ?? NaN);
    const stream = new WatchStream(response, {
      bookmarkIntervalMs:
        query.get('allowWatchBookmarks') === 'true' ? this.context.bookmarkIntervalMs : undefined,
      timeoutMs: Number.isFinite(timeoutSeconds) && timeoutSeconds > 0 ? timeoutSeconds * 1000 : undefined,
      currentResourceVersion: () => store.resourceVersion,
      bookmarkType: { apiVersion: apiVersionOf(resource), kind: resource.kind },
    });
    watches.add(stream);
    stream.onClose(() => watches.delete(stream));
    let backlog: Pick<StoreEvent, 'type' | 'object'>[];
    if (from === '' || from === '0') {
      // No resourceVersion: start with the current state as synthetic ADDED events.
      backlog = store.list(resource, namespace).map((object) => ({ type: 'ADDED', object }));
    } else {
      try {
        backlog = store.eventsSince(resource, Number(from));
      } catch (error) {
        // Too old: the real server answers 200, sends one ERROR event with the Status, and closes.
        stream.send('ERROR', (error as KubeStatusError).toBody());
        stream.close();
        return;
      }
    }
    for (const event of backlog.filter((e) => wanted(e.object))) stream.send(event.type, event.object);
    const unsubscribe = store.subscribe((event) => {
      if (event.resource === resource && wanted(event.object)) stream.send(event.type, event.object);
    });
    stream.onClose(unsubscribe);
  }

  private send(response: ServerResponse, answer: Answer): void {
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  }
}
