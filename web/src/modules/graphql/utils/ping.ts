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
    return response.ok;
  } catch {
    return false;
  }
}
