import { Watch, type KubeConfig, type KubernetesObject } from '@kubernetes/client-node';
import type { ListWatchSource } from './list-watch-source';
import { objectKey } from './object-key';
import { backoffDelay, setTimer, type CancelTimer, type SetTimer } from './timer';

export type InformerEventType = 'add' | 'update' | 'delete' | 'resync';

/** Told of every change (and every resync) by key; `object` is the cached (or last known) state. */
export type InformerHandler<T> = (key: string, type: InformerEventType, object: T) => void;

export interface InformerOptions<T extends KubernetesObject> {
  kubeConfig: KubeConfig;
  source: ListWatchSource<T>;
  onEvent: InformerHandler<T>;
  /** Errors the informer recovers from (list/watch failures, 410, stalls), with the delay before retrying. */
  onError?: (error: unknown, retryInMs: number) => void;
  /** Re-deliver every cached key this often; 0 disables. Default 10 minutes. */
  resyncIntervalMs?: number;
  /** A watch that delivers no event or bookmark for this long is presumed stalled. Default 3 minutes. */
  stallTimeoutMs?: number;
  /** Reconnect backoff after failures in a row (the first retry is immediate). Default 500 ms to 30 s. */
  backoff?: { baseMs: number; maxMs: number };
  /** Asks the server to end each watch after this long, so connections are renewed. Default 10 minutes. */
  watchTimeoutSeconds?: number;
  setTimer?: SetTimer;
}

/** Counters for metrics and tests. */
export interface InformerStats {
  lists: number;
  watches: number;
  /** Watches that ended with 410 Expired (answered by a relist). */
  expired: number;
  stalls: number;
  errors: number;
}

interface StatusObject {
  code?: number;
  reason?: string;
  message?: string;
}

/** An ERROR event or error carrying HTTP 410: the resourceVersion is too old to watch from. */
function isGone(error: unknown): boolean {
  const e = error as { statusCode?: number; code?: number } | null;
  return e?.statusCode === 410 || e?.code === 410;
}

/**
 * Keeps a cache of a resource collection in step with the API server: list, then watch from the
 * list's resourceVersion; relist on 410 Gone; re-watch with backoff after errors or closed
 * connections; abort and re-watch a watch that goes silent (client-node's watch can hang without
 * an error, so bookmarks are requested and their absence is the signal); resync periodically.
 */
export class Informer<T extends KubernetesObject> {
  readonly stats: InformerStats = { lists: 0, watches: 0, expired: 0, stalls: 0, errors: 0 };
  private readonly cache = new Map<string, T>();
  private readonly watch: Watch;
  private readonly setTimer: SetTimer;
  /** Bumped on every (re)connect and on stop: callbacks of an older connection are ignored. */
  private session = 0;
  /** Where the next watch starts; undefined means list first. */
  private resourceVersion: string | undefined;
  private failuresInRow = 0;
  private running = false;
  private synced = false;
  private syncWaiters: (() => void)[] = [];
  private abortWatch: AbortController | undefined;
  private cancelRetry: CancelTimer | undefined;
  private cancelStallGuard: CancelTimer | undefined;
  private resyncTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: InformerOptions<T>) {
    this.watch = new Watch(options.kubeConfig);
    this.setTimer = options.setTimer ?? setTimer;
  }

  /** True once the first list has filled the cache. */
  get hasSynced(): boolean {
    return this.synced;
  }

  get(key: string): T | undefined {
    return this.cache.get(key);
  }

  list(): T[] {
    return [...this.cache.values()];
  }

  /** Resolves once the first list has filled the cache. */
  whenSynced(): Promise<void> {
    if (this.synced) return Promise.resolve();
    return new Promise((resolve) => this.syncWaiters.push(resolve));
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    const resyncMs = this.options.resyncIntervalMs ?? 600_000;
    if (resyncMs > 0) this.resyncTimer = setInterval(() => this.resync(), resyncMs);
    void this.connect();
  }

  stop(): void {
    this.running = false;
    this.session += 1;
    clearInterval(this.resyncTimer);
    this.clearConnection();
  }

  private async connect(): Promise<void> {
    const session = ++this.session;
    // Armed before the list too: a request that never answers counts as a stall.
    this.armStallGuard(session);
    try {
      if (this.resourceVersion === undefined) {
        this.stats.lists += 1;
        const list = await this.options.source.list();
        if (session !== this.session) return;
        this.replace(list.items);
        this.resourceVersion = list.metadata?.resourceVersion ?? '';
        this.markSynced();
      }
      this.stats.watches += 1;
      const controller = await this.watch.watch(
        this.options.source.path,
        {
          resourceVersion: this.resourceVersion,
          allowWatchBookmarks: true,
          timeoutSeconds: this.options.watchTimeoutSeconds ?? 600,
        },
        (type: string, object: T & StatusObject) => this.onWatchEvent(session, type, object),
        (error: unknown) => this.reconnect(session, error),
      );
      if (session === this.session) this.abortWatch = controller;
      else controller.abort();
    } catch (error) {
      this.reconnect(session, error);
    }
  }

  private onWatchEvent(session: number, type: string, object: T & StatusObject): void {
    if (session !== this.session) return;
    if (type === 'ERROR') {
      const error = Object.assign(new Error(`watch error: ${object.reason}: ${object.message}`), {
        code: object.code,
      });
      return this.reconnect(session, error);
    }
    this.failuresInRow = 0;
    this.armStallGuard(session);
    const key = objectKey(object);
    if (type === 'ADDED' || type === 'MODIFIED') {
      const type = this.cache.has(key) ? 'update' : 'add';
      this.cache.set(key, object);
      this.deliver(key, type, object);
    } else if (type === 'DELETED') {
      this.cache.delete(key);
      this.deliver(key, 'delete', object);
    }
    this.resourceVersion = object.metadata?.resourceVersion ?? this.resourceVersion;
  }

  /** Ends the current connection and schedules the next; no-op for a connection already replaced. */
  private reconnect(session: number, error: unknown): void {
    if (session !== this.session || !this.running) return;
    this.session += 1;
    this.clearConnection();
    if (isGone(error)) {
      this.stats.expired += 1;
      this.resourceVersion = undefined;
    }
    const delay =
      this.failuresInRow === 0
        ? 0
        : backoffDelay(this.failuresInRow, this.backoff.baseMs, this.backoff.maxMs);
    this.failuresInRow += 1;
    if (error) {
      this.stats.errors += 1;
      this.options.onError?.(error, delay);
    }
    this.cancelRetry = this.setTimer(() => void this.connect(), delay);
  }

  private get backoff(): { baseMs: number; maxMs: number } {
    return this.options.backoff ?? { baseMs: 500, maxMs: 30_000 };
  }

  private armStallGuard(session: number): void {
    this.cancelStallGuard?.();
    this.cancelStallGuard = this.setTimer(() => {
      if (session !== this.session) return;
      this.stats.stalls += 1;
      this.reconnect(session, new Error('watch stalled: no event or bookmark within the stall timeout'));
    }, this.options.stallTimeoutMs ?? 180_000);
  }

  private clearConnection(): void {
    this.abortWatch?.abort();
    this.abortWatch = undefined;
    this.cancelRetry?.();
    this.cancelRetry = undefined;
    this.cancelStallGuard?.();
    this.cancelStallGuard = undefined;
  }

  /** A (re)list: keys gone from the list are deleted, new ones added, changed ones updated. */
  private replace(items: T[]): void {
    const listed = new Map(items.map((item) => [objectKey(item), item]));
    for (const [key, old] of this.cache) {
      if (!listed.has(key)) {
        this.cache.delete(key);
        this.deliver(key, 'delete', old);
      }
    }
    for (const [key, item] of listed) {
      const old = this.cache.get(key);
      this.cache.set(key, item);
      if (!old) this.deliver(key, 'add', item);
      else if (old.metadata?.resourceVersion !== item.metadata?.resourceVersion)
        this.deliver(key, 'update', item);
    }
  }

  /** Re-delivers every cached object as a `resync` event (the periodic resync does this). */
  resync(): void {
    if (!this.synced) return;
    for (const [key, object] of this.cache) this.deliver(key, 'resync', object);
  }

  private deliver(key: string, type: InformerEventType, object: T): void {
    try {
      this.options.onEvent(key, type, object);
    } catch (error) {
      // A throwing handler must not break the watch loop; the error is reported, never swallowed.
      this.options.onError?.(error, 0);
    }
  }

  private markSynced(): void {
    if (this.synced) return;
    this.synced = true;
    this.syncWaiters.splice(0).forEach((resolve) => resolve());
  }
}
