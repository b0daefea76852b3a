import { apolloClient } from './apolloClient';

let last: Promise<void> = Promise.resolve();

/**
 * Reads the watched queries named `names` again (only those a page shows), once every read asked
 * for before has ended: Apollo answers a read asked while the same one is on its way with that
 * one's answer, sent before the change that asked. Resolves when they have been read; a read that
 * fails shows on its own query and rejects nothing here.
 */
export function refetchInTurn(names: readonly string[]): Promise<void> {
  const turn = last.then(async () => {
    const reads = apolloClient().refetchQueries({ include: [...names] });
    reads.catch(() => undefined);
    await Promise.allSettled(reads.results);
  });
  last = turn;
  return turn;
}
