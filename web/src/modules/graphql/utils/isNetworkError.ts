import { ServerError, ServerParseError } from '@apollo/client/errors';

/**
 * Whether a failed call is an HTTP network error (spec 000 §4, §8): no answer at all (fetch threw) or
 * a 5xx from the server or a proxy in front of it. A 4xx carries a GraphQL answer: the server is up.
 */
export function isNetworkError(error: unknown): boolean {
  if (ServerError.is(error) || ServerParseError.is(error)) return error.statusCode >= 500;
  return error instanceof TypeError || (error instanceof Error && error.name === 'TypeError');
}

/** Whether a failed call got a 5xx answer (the only failure queries retry on, spec 000 §7). */
export function isServerFailure(error: unknown): boolean {
  return (ServerError.is(error) || ServerParseError.is(error)) && error.statusCode >= 500;
}
