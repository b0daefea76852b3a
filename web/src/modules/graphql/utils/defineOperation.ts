import { parse } from 'graphql';
import type { GraphqlOperation } from '../types/GraphqlOperation';

/**
 * @deprecated Write `graphql(\`…\`)` from `web/src/gql` instead (typed by codegen from the schema,
 * `npm run codegen -w web`). Kept, and still working through the Apollo client, until the modules
 * written with it are converted. Parses here, so GraphQL's parser is loaded only with those modules.
 */
export function defineOperation<TData, TVariables = Record<string, never>>(
  document: string,
): GraphqlOperation<TData, TVariables> {
  return { document, parsed: parse(document) };
}
