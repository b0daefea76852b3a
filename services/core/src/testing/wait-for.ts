/** Polls until the check passes (returns without throwing), so tests wait on conditions, not on the clock. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 5000, intervalMs = 10 }: { timeoutMs?: number; intervalMs?: number } = {},
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
