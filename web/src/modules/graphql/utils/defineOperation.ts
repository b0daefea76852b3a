import type { GraphqlOperation } from '../types/GraphqlOperation';

/** Declares a typed GraphQL operation beside the feature that uses it. */
export function defineOperation<TData, TVariables = Record<string, never>>(
  document: string,
): GraphqlOperation<TData, TVariables> {
  return { document };
}
