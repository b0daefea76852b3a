/** The error codes the API sends in `errors[].extensions.errorCode`. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'TOO_MANY_REQUESTS'
  | 'NOT_ENOUGH_DATA'
  | 'RESPONSE_TOO_LARGE'
  | 'INTERNAL_SERVER_ERROR'
  | 'NETWORK_ERROR';
