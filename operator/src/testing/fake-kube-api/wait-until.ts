import { waitFor } from '../../../../services/core/src/testing/wait-for';

/**
 * Polls `condition` until it holds. The deadline only turns a hang into a readable failure; tests
 * never assert on how long anything took.
 */
export function waitUntil(
  condition: () => boolean | Promise<boolean>,
  description = 'condition',
  deadlineMs = 10_000,
): Promise<void> {
  return waitFor(
    async () => {
      if (!(await condition())) throw new Error(`timed out waiting for ${description}`);
    },
    { timeoutMs: deadlineMs, intervalMs: 5 },
  );
}
