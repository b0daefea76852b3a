import { AppError } from '@fieldnote/core';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';

/**
 * Rejects an operation whose estimated cost (one point per field) exceeds the limit, before any
 * resolver runs. It runs as a pre-execution hook, where the request's variables are known and
 * Mercurius' cache of parsed, validated queries stays in use.
 */
export function checkComplexity(
  maximumComplexity: number,
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): void {
  const complexity = getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    estimators: [simpleEstimator({ defaultComplexity: 1 })],
  });
  if (complexity > maximumComplexity) {
    throw AppError.badInput(
      `This query is too complex (cost ${complexity}, the limit is ${maximumComplexity}). Ask for fewer fields.`,
    );
  }
}
