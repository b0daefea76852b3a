import type { Bus, Subscription } from '@fieldnote/core';

/**
 * The signals of one bus subject as an async iterator, for a GraphQL subscription: listening starts
 * before it is returned (so nothing sent after is missed), `first` items come before any signal,
 * and it ends after an item `isLast` says is the last, or when the client leaves (`return`), which
 * stops listening at once even while waiting.
 */
export async function signalStream<T>(
  bus: Bus,
  subject: string,
  parse: (data: Uint8Array) => T | null,
  first: () => Promise<T[]>,
  isLast: (item: T) => boolean,
): Promise<AsyncIterableIterator<T>> {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  const listening: Subscription = await bus.onSignal(subject, (_subject, data) => {
    const item = parse(data);
    if (item === null) return;
    queue.push(item);
    wake?.();
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
