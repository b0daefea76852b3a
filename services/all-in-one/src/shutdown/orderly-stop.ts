import type { Logger } from '@fieldnote/core';

/**
 * How long an orderly stop may take before the process exits anyway, saying which step hung: a
 * stop that never ends would leave Ctrl-C, `kill` and a pod's termination waiting forever. Under
 * Kubernetes' default grace period (30 s), so the line is logged before the pod's SIGKILL. An
 * embedded PostgreSQL that was not stopped yet is stopped by its watchdog when this process ends.
 */
export const SHUTDOWN_DEADLINE_MS = 20_000;

export interface OrderlyStopOptions {
  /** Stops everything in order, naming each step as it begins. */
  close(onStep: (step: string) => void): Promise<void>;
  logger: Logger;
  /** Ends the process (process.exit in main.ts). */
  exit(code: number): void;
  deadlineMs?: number;
}

/**
 * Stops the server once, however many signals arrive, and ends the process with 0 when it is done
 * or when the deadline has passed, whichever comes first (0 either way: the stop was asked for, so
 * `npm start`'s supervisor must not start the server again).
 */
export function orderlyStop(options: OrderlyStopOptions): (reason: string) => Promise<void> {
  const deadlineMs = options.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  let stopping = false;
  return async (reason) => {
    if (stopping) return;
    stopping = true;
    options.logger.info({ signal: reason }, 'stopping');
    let step = 'the first step';
    const deadline = setTimeout(() => {
      options.logger.error(
        { step, deadlineMs },
        `the orderly stop did not finish within ${deadlineMs / 1000} s (still stopping ${step}); exiting without it`,
      );
      options.exit(0);
    }, deadlineMs);
    await options
      .close((next) => (step = next))
      .catch((err: unknown) => options.logger.error({ err, step }, 'shutdown failed'));
    clearTimeout(deadline);
    options.exit(0);
  };
}
