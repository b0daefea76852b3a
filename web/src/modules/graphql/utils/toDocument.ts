import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { GraphqlOperation } from '../types/GraphqlOperation';

/** A generated `graphql(…)` document, or (deprecated) a `defineOperation` string with hand-written types. */
export type AnyOperation<TData, TVariables extends OperationVariables> =
  TypedDocumentNode<TData, TVariables> | GraphqlOperation<TData, TVariables>;

/** The document Apollo sends: generated ones as they are, `defineOperation` ones as parsed there. */
export function toDocument<TData, TVariables extends OperationVariables>(
  operation: AnyOperation<TData, TVariables>,
): TypedDocumentNode<TData, TVariables> {
  if ('kind' in operation) return operation;
  return operation.parsed as TypedDocumentNode<TData, TVariables>;
}

/** Whether the document's operation is a mutation (never retried, never read from the cache). */
export function isMutation(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) => 'operation' in definition && definition.operation === 'mutation',
  );
}
