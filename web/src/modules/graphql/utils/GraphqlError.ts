import type { ErrorCode } from '../types/ErrorCode';

/** An error from the API: its code and, when `humanReadable`, a message fit to show the user. */
export class GraphqlError extends Error {
  constructor(
    message: string,
    readonly errorCode: ErrorCode,
    readonly humanReadable: boolean,
  ) {
    super(message);
    this.name = 'GraphqlError';
  }
}
