import { ServerError } from '@apollo/client/errors';
import { isNetworkError } from './isNetworkError';
import { RETRY_MAX_ATTEMPTS, RETRY_MAX_MS, retryDelay, shouldRetry } from './retryPolicy';

function serverError(status: number): ServerError {
  return new ServerError('failed', { response: new Response('', { status }), bodyText: '' });
}

describe('retry policy (spec 000 §7)', () => {
  it('should retry a query on a 5xx until 5 attempts were made', () => {
    const attempts = [1, 2, 3, 4, 5].map((attempt) => shouldRetry(attempt, 'query', serverError(503)));
    expect(attempts).toEqual([true, true, true, true, false]);
    expect(RETRY_MAX_ATTEMPTS).toBe(5);
  });

  it('should never retry a mutation, even on a 5xx', () => {
    expect(shouldRetry(1, 'mutation', serverError(502))).toBe(false);
  });

  it.each([
    ['a 4xx answer', serverError(400)],
    ['a failed fetch', new TypeError('Failed to fetch')],
    ['a GraphQL error', new Error('FORBIDDEN')],
  ])('should not retry a query after %s', (_label, error) => {
    expect(shouldRetry(1, 'query', error)).toBe(false);
  });

  it('should wait 300 ms doubling up to 2 s when the jitter lands in the middle', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelay(attempt, middle))).toEqual([
      300, 600, 1200, 2000, 2000,
    ]);
  });

  it('should spread each wait between half and one and a half times, never past 2 s', () => {
    expect(retryDelay(1, () => 0)).toBe(150);
    expect(retryDelay(1, () => 0.999999)).toBeCloseTo(450, 0);
    expect(retryDelay(4, () => 0.999999)).toBe(RETRY_MAX_MS);
  });
});

describe(isNetworkError.name, () => {
  it('should count a failed fetch and a 5xx as network errors, a 4xx not', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(serverError(503))).toBe(true);
    expect(isNetworkError(serverError(400))).toBe(false);
    expect(isNetworkError(new Error('other'))).toBe(false);
  });
});
