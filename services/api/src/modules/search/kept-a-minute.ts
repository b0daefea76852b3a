import { LRUCache } from 'lru-cache';

/**
 * A minute's memory of up to 500 values by key, the least recently used going first: what search
 * keeps of PostgreSQL's estimates and of how far its last windows reached. The clock is Date's (a
 * test moves it past the minute).
 */
export function keptAMinute<V extends object>(): LRUCache<string, V> {
  return new LRUCache<string, V>({ max: 500, ttl: 60_000, ttlResolution: 0, perf: Date });
}
