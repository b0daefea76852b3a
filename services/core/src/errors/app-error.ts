import { ErrorCode } from './error-code';

/**
 * A domain error whose message is written for people: it is shown to the client as is
 * (humanReadable). Anything that is not an AppError reaches clients only as a generic
 * INTERNAL_SERVER_ERROR.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badInput(message: string, details?: Record<string, unknown>): AppError {
    return new AppError(ErrorCode.BAD_USER_INPUT, message, details);
  }
  static unauthenticated(message = 'Please sign in to continue.'): AppError {
    return new AppError(ErrorCode.UNAUTHENTICATED, message);
  }
  static forbidden(message = 'You do not have access to this.'): AppError {
    return new AppError(ErrorCode.FORBIDDEN, message);
  }
  static notFound(what: string): AppError {
    return new AppError(ErrorCode.NOT_FOUND, `${what} was not found.`);
  }
  static tooManyRequests(message = 'Too many requests. Please wait a moment and try again.'): AppError {
    return new AppError(ErrorCode.TOO_MANY_REQUESTS, message);
  }
}

/** The message every unexpected failure shows instead of its internals. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
