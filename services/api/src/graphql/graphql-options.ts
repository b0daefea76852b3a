import { type Config, type Logger } from '@fieldnote/core';
import type { MercuriusDriverConfig } from '@nestjs/mercurius';
import { MercuriusDriver } from '@nestjs/mercurius';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GqlContext } from '../context/gql-context';
import { checkComplexity } from './complexity-rule';
import { formatGraphqlError } from './format-graphql-error';

export const GRAPHQL_PATH = '/api/graphql';

/** The member GraphQL endpoint: code-first schema, Mercurius on Fastify, depth and cost limits, spec error shape. */
export function graphqlOptions(config: Config, logger: Logger): MercuriusDriverConfig {
  return {
    driver: MercuriusDriver,
    path: GRAPHQL_PATH,
    autoSchemaFile: true,
    sortSchema: true,
    graphiql: config.NODE_ENV !== 'production',
    routes: true,
    queryDepth: config.GRAPHQL_MAX_DEPTH,
    hooks: {
      preExecution: async (schema, document, _context, variables) => {
        checkComplexity(config.GRAPHQL_MAX_COMPLEXITY, schema, document, variables);
      },
    },
    context: (req: FastifyRequest, reply: FastifyReply): GqlContext => ({ req, reply }),
    errorFormatter: (execution) => {
      // Mercurius wraps parse and validation failures in one error holding the real ones: unwrap them.
      const raw = execution.errors.flatMap((error) => {
        const inner =
          (error.originalError as { errors?: unknown } | undefined)?.errors ??
          (error as { errors?: unknown }).errors;
        return Array.isArray(inner) ? inner : [error];
      });
      const errors = raw.map((error) => formatGraphqlError(error, logger));
      // A request that was never executed (unparsable, invalid) is a 400; errors while executing travel with a 200.
      return {
        statusCode: execution.data === undefined ? 400 : 200,
        response: { data: execution.data ?? null, errors },
      };
    },
  };
}
