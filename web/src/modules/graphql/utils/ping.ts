/** Spec 000 §7: GET /ping with a 5 second timeout checks connectivity. */
export const PING_TIMEOUT_MS = 5000;

/** Whether the server answers GET /ping within the timeout. */
export async function ping(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher('/ping', {
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(PING_TIMEOUT_MS),
    });
    // Read to the end: an unread body keeps the request open until the timeout aborts it, five
    // seconds of a connection held (and of a page that never looks idle) for every check.
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
