import type { Bus, Subscription } from '@fieldnote/core';

/**
 * The signals of a bus subject (or subject filter) as an async iterator, for a GraphQL subscription: listening starts
 * before it is returned (so nothing sent after is missed), `first` items come before any signal, a signal `parse` makes
 * null is left out,
 * and it ends after an item `isLast` says is the last, or when the client leaves (`return`), which
 * stops listening at once even while waiting.
 */
export async function signalStream<T>(
  bus: Bus,
  subject: string,
  parse: (data: Uint8Array) => T | null | Promise<T | null>,
  first: () => Promise<T[]>,
  isLast: (item: T) => boolean,
): Promise<AsyncIterableIterator<T>> {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  // Signals are parsed one after another (a parse may read), so they are given in the order sent.
  let parsing = Promise.resolve();
  const listening: Subscription = await bus.onSignal(subject, (_subject, data) => {
    parsing = parsing
      .then(async () => {
        const item = await parse(data);
        if (item === null || ended) return;
        queue.push(item);
        wake?.();
      })
      .catch(() => undefined);
  });
  const end = async (): Promise<IteratorResult<T>> => {
    ended = true;
    wake?.();
    await listening.stop();
    return { done: true, value: undefined };
  };
  try {
    queue.unshift(...(await first()));
  } catch (error) {
    await listening.stop();
    throw error;
  }
  const iterator: AsyncIterableIterator<T> = {
    async next(): Promise<IteratorResult<T>> {
      while (!ended && queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const item = queue.shift();
      if (ended || item === undefined) return end();
      if (isLast(item)) {
        // The last item is given; the next call ends the stream.
        ended = true;
        queue.length = 0;
        await listening.stop();
        return { done: false, value: item };
      }
      return { done: false, value: item };
    },
    return: end,
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
