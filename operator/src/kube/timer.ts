/** Cancels a scheduled callback. */
export type CancelTimer = () => void;

/** Schedules a callback after `delayMs`; injectable so tests can see and drive the delays. */
export type SetTimer = (callback: () => void, delayMs: number) => CancelTimer;

/** The real timer. */
export const setTimer: SetTimer = (callback, delayMs) => {
  const handle = setTimeout(callback, delayMs);
  return () => clearTimeout(handle);
};

/** Exponential backoff: `baseMs` after the first failure, doubling per failure, capped at `maxMs`. */
export function backoffDelay(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
}
