/**
 * Waits until `read` answers `expected` (the page updates after the server answers or an event
 * lands), then asserts it, so a failure shows the last answer against the expected one.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let actual = await read();
  while (JSON.stringify(actual) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    actual = await read();
  }
  expect(actual).toEqual(expected);
}
