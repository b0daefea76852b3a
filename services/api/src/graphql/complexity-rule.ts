import { AppError } from '@fieldnote/core';
import { GraphQLError, type ValidationRule } from 'graphql';
import { createComplexityRule, simpleEstimator } from 'graphql-query-complexity';

/**
 * Rejects queries whose estimated cost (one point per field) exceeds the limit, before any
 * resolver runs.
 */
export function complexityRule(maximumComplexity: number): ValidationRule {
  return createComplexityRule({
    maximumComplexity,
    estimators: [simpleEstimator({ defaultComplexity: 1 })],
    createError: (max, actual) => {
      const message = `This query is too complex (cost ${actual}, the limit is ${max}). Ask for fewer fields.`;
      return new GraphQLError(message, { originalError: AppError.badInput(message) });
    },
  }) as unknown as ValidationRule;
}
