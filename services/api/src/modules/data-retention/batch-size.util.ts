/** The longest a batch transaction should take (issue 36: no row lock held over 1 s); batches aim at a quarter of it. */
export const BATCH_TARGET_MS = 250;
/** The smallest batch: below it a transaction's own round trips, not its rows, are what take time. */
export const MIN_BATCH_ROWS = 20;

/**
 * The next batch's size, from how long the last one took: halved while a batch takes longer than
 * the target (a busy machine, a table with many dependent rows), doubled back, up to `max`, while
 * batches take under a quarter of it. So each transaction, and every row lock it holds, stays short
 * whatever the load, and an idle machine still deletes in large batches.
 */
export function nextBatchSize(current: number, elapsedMs: number, max: number): number {
  if (elapsedMs > BATCH_TARGET_MS) return Math.max(Math.min(MIN_BATCH_ROWS, max), Math.floor(current / 2));
  if (elapsedMs < BATCH_TARGET_MS / 4) return Math.min(max, current * 2);
  return current;
}
