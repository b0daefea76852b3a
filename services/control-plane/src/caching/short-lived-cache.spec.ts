import { ShortLivedCache } from './short-lived-cache';

/** A load the test finishes by hand, counting how often it was started. */
function manualLoad<V>() {
  let finish: (value: V) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<V>((resolve) => {
        finish = resolve;
      }),
  );
  return { load, finish: (value: V) => finish(value) };
}

describe(ShortLivedCache.name, () => {
  it('should run one load for callers that ask for the same key while it runs, and keep its answer', async () => {
    const cache = new ShortLivedCache<string, string>(10, 60_000);
    const { load, finish } = manualLoad<string | null>();
    const asked = [cache.load('k', load), cache.load('k', load), cache.load('k', load)];
    finish('value');
    await expect(Promise.all(asked)).resolves.toEqual(['value', 'value', 'value']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.get('k')).toBe('value');
    await expect(cache.load('k', load)).resolves.toBe('value');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('should keep no null answer, so the next caller loads again', async () => {
    const cache = new ShortLivedCache<string, string>(10, 60_000);
    const load = jest.fn(() => Promise.resolve(null));
    await expect(cache.load('k', load)).resolves.toBeNull();
    await expect(cache.load('k', load)).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.get('k')).toBeUndefined();
  });

  it('should not keep what a load answers after the key was deleted, and start a new load for later callers', async () => {
    const cache = new ShortLivedCache<string, string>(10, 60_000);
    const first = manualLoad<string | null>();
    const before = cache.load('k', first.load);
    cache.delete('k'); // e.g. a logout while the session was being read
    const second = manualLoad<string | null>();
    const after = cache.load('k', second.load);
    first.finish('old');
    second.finish('new');
    await expect(before).resolves.toBe('old');
    await expect(after).resolves.toBe('new');
    expect(cache.get('k')).toBe('new');
  });

  it('should let a failed load fail its callers and keep nothing, so the next caller tries again', async () => {
    const cache = new ShortLivedCache<string, string>(10, 60_000);
    await expect(cache.load('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    await expect(cache.load('k', () => Promise.resolve('back'))).resolves.toBe('back');
  });

  it('should forget an entry once its time is up, for get, load and entries alike', async () => {
    const cache = new ShortLivedCache<string, string>(10, 40);
    cache.set('k', 'old');
    expect(cache.get('k')).toBe('old');
    expect([...cache.entries()]).toEqual([['k', 'old']]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect([...cache.entries()]).toEqual([]);
    expect(cache.get('k')).toBeUndefined();
    await expect(cache.load('k', () => Promise.resolve('new'))).resolves.toBe('new');
    expect(cache.get('k')).toBe('new');
  });

  it('should hold at most max entries, letting the one set longest ago go first', () => {
    const cache = new ShortLivedCache<string, number>(3, 60_000);
    for (const [i, key] of ['a', 'b', 'c'].entries()) cache.set(key, i);
    cache.set('a', 10); // renewed: now the newest
    cache.set('d', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([...cache.entries()]).toEqual([
      ['c', 2],
      ['a', 10],
      ['d', 3],
    ]);
  });
});
