import { AppError, GRAPHQL_COST } from '@fieldnote/core';
import { BREAK, type DocumentNode, type GraphQLSchema, getNullableType, isListType, visit } from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
import { LARGE_TEXT } from './large-text.decorator';

/** Per parsed document (Mercurius reuses the parsed document of a repeated query): its cost, or 'per-request'. */
const costs = new WeakMap<DocumentNode, number | 'per-request'>();

/**
 * Rejects an operation whose estimated cost exceeds the limit, before any resolver runs. Every field
 * costs GRAPHQL_COST.field, a @LargeText field GRAPHQL_COST.largeText, and whatever is selected under
 * a list counts GRAPHQL_COST.listFactor times. It runs as a pre-execution hook, where the request's
 * variables are known. A document's cost depends on its variables only through @skip and @include,
 * so documents without them are costed once.
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
      `This query is too complex (cost ${complexity}, the limit is ${maximumComplexity}). Ask for fewer fields, lists or long texts.`,
      { limit: 'maxCost', maximum: maximumComplexity, found: complexity },
    );
  }
}

/** One field's cost: its own weight plus what is selected under it, many times over for a list. */
export const fieldCostEstimator: ComplexityEstimator = ({ field, childComplexity }) => {
  // Introspection is bounded by the schema's size and by the depth limit, not by the data.
  if (field.name === '__schema' || field.name === '__type') return GRAPHQL_COST.field;
  const own = field.extensions[LARGE_TEXT] === true ? GRAPHQL_COST.largeText : GRAPHQL_COST.field;
  const times = isListType(getNullableType(field.type)) ? GRAPHQL_COST.listFactor : 1;
  return own + times * childComplexity;
};

function measure(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): number {
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    estimators: [fieldCostEstimator],
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
