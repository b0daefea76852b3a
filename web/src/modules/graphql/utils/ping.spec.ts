import { ping } from './ping';

describe('ping (spec 000 §7)', () => {
  it('should read the answer to its end, so the request closes at once instead of at the timeout', async () => {
    const answer = new Response('{"status":"ok"}', { status: 200 });
    const fetcher: typeof fetch = () => Promise.resolve(answer);
    await expect(ping(fetcher)).resolves.toBe(true);
    expect(answer.bodyUsed).toBe(true);
  });

  it('should count an error status and a failed request as no connection', async () => {
    await expect(ping(() => Promise.resolve(new Response('down', { status: 503 })))).resolves.toBe(false);
    await expect(ping(() => Promise.reject(new TypeError('Failed to fetch')))).resolves.toBe(false);
  });

  it('should ask without cookies and never from the cache', async () => {
    let init: RequestInit | undefined;
    await ping((_url, options) => {
      init = options;
      return Promise.resolve(new Response('{}'));
    });
    expect(init).toMatchObject({ cache: 'no-store', credentials: 'omit' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });
});
