import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { AppError } from '@fieldnote/core';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

/** The shape limits one operation must keep (GRAPHQL_LIMITS in @fieldnote/core, or the config's). */
export interface QueryShapeLimits {
  maxAliases: number;
  maxDepth: number;
  maxDirectives: number;
}

/**
 * GraphQL Armor's validation rules for aliases, depth and directives, reporting BAD_USER_INPUT with
 * our own messages. Passed to Mercurius as a fixed array so Mercurius still caches each document's
 * validation (a rules function would turn the cache off), and refused documents land in its error
 * cache: a repeated attack is answered without validating again.
 */
export function queryLimitRules(limits: QueryShapeLimits): ValidationRule[] {
  return [
    maxAliasesRule({
      n: limits.maxAliases,
      propagateOnRejection: false,
      onReject: [
        reportAs(
          `This query uses more than ${limits.maxAliases} aliases. Ask for each field once, or send several requests.`,
          { limit: 'maxAliases', maximum: limits.maxAliases },
        ),
      ],
    }),
    maxDepthRule({
      n: limits.maxDepth,
      // Introspection counts too: a nested __schema query is as heavy as any other.
      ignoreIntrospection: false,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [
        reportAs(`This query is nested too deeply (the depth limit is ${limits.maxDepth}).`, {
          limit: 'maxDepth',
          maximum: limits.maxDepth,
        }),
      ],
    }),
    maxDirectivesRule({
      n: limits.maxDirectives,
      propagateOnRejection: false,
      onReject: [
        reportAs(`This query uses more than ${limits.maxDirectives} directives.`, {
          limit: 'maxDirectives',
          maximum: limits.maxDirectives,
        }),
      ],
    }),
  ];
}

/** The message a document gets when it holds more tokens than the parser's maxTokens. */
export function tooManyTokens(maxTokens: number): AppError {
  return AppError.badInput(`This query is too long (more than ${maxTokens} tokens). Ask for less at once.`, {
    limit: 'maxTokens',
    maximum: maxTokens,
  });
}

/** graphql-js' own parse error when a document passes maxTokens (Mercurius sets parseOptions.maxTokens). */
export function isTooManyTokens(error: unknown): boolean {
  return (
    error instanceof GraphQLError &&
    /^Syntax Error: Document contains more \w+ \d+ tokens/.test(error.message)
  );
}

function reportAs(message: string, details: Record<string, unknown>) {
  return (context: ValidationContext | null): void => {
    context?.reportError(new GraphQLError(message, { originalError: AppError.badInput(message, details) }));
  };
}
