import { isServerFailure } from './isNetworkError';

/** Spec 000 §7: queries retry on a 5xx, from 300 ms doubling up to 2 s, with jitter, at most 5 attempts. */
export const RETRY_INITIAL_MS = 300;
export const RETRY_MAX_MS = 2000;
export const RETRY_MAX_ATTEMPTS = 5;

/**
 * Whether to try again after failed attempt number `attempt` (1 after the first call failed). Only
 * queries are retried: a mutation the server may have applied must never run twice.
 */
export function shouldRetry(attempt: number, operationType: string, error: unknown): boolean {
  return operationType === 'query' && attempt < RETRY_MAX_ATTEMPTS && isServerFailure(error);
}

/**
 * The wait before retry number `attempt`: 300 ms, 600 ms, 1.2 s, then 2 s, each spread between half and
 * one and a half times itself (capped at 2 s) so many tabs hit by one outage do not return in step.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_INITIAL_MS * 2 ** (attempt - 1));
  return Math.min(RETRY_MAX_MS, base * (0.5 + random()));
}
