import { CHANNEL_LIMITS } from '../strings';

/**
 * Runs `run` on the ids 1000 at a time (the most one channel mutation takes), stopping at the first
 * batch that fails; resolves to how many ids were done.
 */
export async function inBatches(
  ids: readonly string[],
  run: (batch: string[]) => Promise<boolean>,
): Promise<number> {
  let done = 0;
  for (let at = 0; at < ids.length; at += CHANNEL_LIMITS.batch) {
    const batch = ids.slice(at, at + CHANNEL_LIMITS.batch);
    if (!(await run(batch))) break;
    done += batch.length;
  }
  return done;
}
