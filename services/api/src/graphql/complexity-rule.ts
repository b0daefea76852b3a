import { AppError } from '@fieldnote/core';
import { BREAK, type DocumentNode, type GraphQLSchema, visit } from 'graphql';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';

/** Per parsed document (Mercurius reuses the parsed document of a repeated query): its cost, or 'per-request'. */
const costs = new WeakMap<DocumentNode, number | 'per-request'>();

/**
 * Rejects an operation whose estimated cost (one point per field) exceeds the limit, before any
 * resolver runs. It runs as a pre-execution hook, where the request's variables are known. A
 * document's cost depends on its variables only through @skip and @include, so documents without
 * them are costed once.
 */
export function checkComplexity(
  maximumComplexity: number,
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): void {
  let cost = costs.get(document);
  if (cost === undefined) {
    cost = hasConditionalFields(document) ? 'per-request' : measure(schema, document, variables);
    costs.set(document, cost);
  }
  const complexity = cost === 'per-request' ? measure(schema, document, variables) : cost;
  if (complexity > maximumComplexity) {
    throw AppError.badInput(
      `This query is too complex (cost ${complexity}, the limit is ${maximumComplexity}). Ask for fewer fields.`,
    );
  }
}

function measure(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): number {
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    estimators: [simpleEstimator({ defaultComplexity: 1 })],
  });
}

function hasConditionalFields(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(node) {
      if (node.name.value !== 'skip' && node.name.value !== 'include') return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}
