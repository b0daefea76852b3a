import type { DocumentNode } from 'graphql';

/**
 * @deprecated A `defineOperation` document with hand-written types; write `graphql(…)` instead.
 * Carries its parsed form so only the (lazily loaded) modules still using it bring GraphQL's parser.
 */
export interface GraphqlOperation<TData, TVariables> {
  readonly document: string;
  readonly parsed: DocumentNode;
  readonly __data?: TData;
  readonly __variables?: TVariables;
}

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
