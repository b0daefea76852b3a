/**
 * Polls until the check passes (returns without throwing), so tests wait on conditions, not on the clock.
 * The default deadline is generous: CI runs every suite on a busy 2-core machine, and a passing check
 * returns at its first success however long the deadline is.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, intervalMs = 10 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
