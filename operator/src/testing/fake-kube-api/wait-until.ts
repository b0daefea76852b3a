/**
 * Polls `condition` every few ms until it holds. The deadline only turns a hang into a readable
 * failure; tests never assert on how long anything took.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  description = 'condition',
  deadlineMs = 10_000,
): Promise<void> {
  const giveUpAt = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > giveUpAt) throw new Error(`timed out waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
