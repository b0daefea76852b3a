import { LRUCache } from 'lru-cache';

/**
 * An LRU cache whose entries expire `ttlMs` after they were set, for the look-ups every request makes
 * (sessions, roles, workspaces, profiles, API tokens), with one load per key at a time.
 * - Staleness is read from the clock on each get (`ttlResolution: 0`): lru-cache's default caches the
 *   clock for 1 ms and starts a timer to forget it, so each busy cache started up to a thousand
 *   timers a second, about one per request under load (CPU profile of scripts/bench/graphql.bench.mjs).
 * - When an entry expires, every request in flight misses it at once; load() lets them share the one
 *   database look-up the first one started, instead of each running its own (ten connections made ten
 *   identical queries per cache every 5 s, a few per cent of the server's CPU in that benchmark).
 */
export class ShortLivedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly values: LRUCache<K, V>;
  private readonly loading = new Map<K, Promise<V | null>>();

  constructor(max: number, ttlMs: number) {
    this.values = new LRUCache<K, V>({ max, ttl: ttlMs, ttlResolution: 0 });
  }

  get(key: K): V | undefined {
    return this.values.get(key);
  }

  set(key: K, value: V): void {
    this.values.set(key, value);
  }

  /** Forgets the entry and any load of it under way, whose answer then is not kept. */
  delete(key: K): void {
    this.loading.delete(key);
    this.values.delete(key);
  }

  clear(): void {
    this.loading.clear();
    this.values.clear();
  }

  entries(): IterableIterator<[K, V]> {
    return this.values.entries();
  }

  /**
   * The cached value, else the answer of `load` (kept when not null), shared by every caller that
   * asks for the same key while it runs.
   */
  load(key: K, load: () => Promise<V | null>): Promise<V | null> {
    const cached = this.values.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const running = this.loading.get(key);
    if (running) return running;
    const started = load().then(
      (value) => {
        // Deleted meanwhile (a logout, a role change): answer this caller, but keep nothing.
        if (this.loading.get(key) === started) {
          this.loading.delete(key);
          if (value !== null) this.values.set(key, value);
        }
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === started) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, started);
    return started;
  }
}

export function shortLivedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  max: number,
  ttlMs: number,
): ShortLivedCache<K, V> {
  return new ShortLivedCache<K, V>(max, ttlMs);
}
