/** Error codes a client may see (spec 000 §8, 001 §8). One enum, mapped in one place at the edge. */
export enum ErrorCode {
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
  NOT_ENOUGH_DATA = 'NOT_ENOUGH_DATA',
  /** The answer would exceed the response size limit (GRAPHQL_LIMITS.maxResponseBytes): ask for less. */
  RESPONSE_TOO_LARGE = 'RESPONSE_TOO_LARGE',
  INTERNAL_SERVER_ERROR = 'INTERNAL_SERVER_ERROR',
}

/** HTTP status for each code, for the REST endpoints (exhaustive: a new code fails to compile). */
export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case ErrorCode.BAD_USER_INPUT:
      return 400;
    case ErrorCode.UNAUTHENTICATED:
      return 401;
    case ErrorCode.FORBIDDEN:
      return 403;
    case ErrorCode.NOT_FOUND:
      return 404;
    case ErrorCode.TOO_MANY_REQUESTS:
      return 429;
    case ErrorCode.NOT_ENOUGH_DATA:
      return 422;
    case ErrorCode.RESPONSE_TOO_LARGE:
      return 400;
    case ErrorCode.INTERNAL_SERVER_ERROR:
      return 500;
  }
}
