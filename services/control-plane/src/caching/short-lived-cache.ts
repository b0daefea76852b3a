interface Entry<V> {
  value: V;
  /** performance.now() from which the entry is stale. */
  staleAt: number;
}

/**
 * A cache whose entries expire `ttlMs` after they were set, for the look-ups every request makes
 * (sessions, roles, workspaces, profiles, API tokens), holding at most `max` entries, with one load
 * per key at a time.
 * - A Map kept in the order entries were set, which is the order they expire in: when it is full, the
 *   entry set longest ago goes, the one closest to expiring anyway. It holds what it holds and no
 *   more: lru-cache, used before, allocated arrays of `max` slots up front, four to six per cache,
 *   8.5 MB of pointers in all that every full garbage collection had to trace, 8 % of the server's
 *   idle heap (heap snapshot of the all-in-one server; issue 30's large bodies each start one).
 * - Staleness is read from the monotonic clock on each get; a stale entry is dropped when it is read.
 * - When an entry expires, every request in flight misses it at once; load() lets them share the one
 *   database look-up the first one started, instead of each running its own (ten connections made ten
 *   identical queries per cache every 5 s, a few per cent of the server's CPU in that benchmark).
 */
export class ShortLivedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly values = new Map<K, Entry<V>>();
  private readonly loading = new Map<K, Promise<V | null>>();

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.values.get(key);
    if (entry === undefined) return undefined;
    if (performance.now() < entry.staleAt) return entry.value;
    this.values.delete(key);
    return undefined;
  }

  set(key: K, value: V): void {
    // Deleted first, so that a renewed entry moves to the end of the order, with its new expiry.
    this.values.delete(key);
    this.values.set(key, { value, staleAt: performance.now() + this.ttlMs });
    if (this.values.size > this.max) this.values.delete(this.values.keys().next().value as K);
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

  /** The entries that are not stale; the cache may be changed meanwhile (a Map allows it). */
  *entries(): IterableIterator<[K, V]> {
    const now = performance.now();
    for (const [key, entry] of this.values) if (now < entry.staleAt) yield [key, entry.value];
  }

  /**
   * The cached value, else the answer of `load` (kept when not null), shared by every caller that
   * asks for the same key while it runs.
   */
  load(key: K, load: () => Promise<V | null>): Promise<V | null> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const running = this.loading.get(key);
    if (running) return running;
    const started = load().then(
      (value) => {
        // Deleted meanwhile (a logout, a role change): answer this caller, but keep nothing.
        if (this.loading.get(key) === started) {
          this.loading.delete(key);
          if (value !== null) this.set(key, value);
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
