import { AppError, type Config, type Logger } from '@fieldnote/core';
import type { MercuriusDriverConfig } from '@nestjs/mercurius';
import { GraphQLError, Location } from 'graphql';
import { checkComplexity } from './complexity-rule';
import { formatGraphqlError } from './format-graphql-error';
import { rejectNulCharacters } from './reject-nul-characters';

export const GRAPHQL_PATH = '/api/graphql';

/** The member GraphQL endpoint: code-first schema, Mercurius on Fastify, depth and cost limits, spec error shape. */
export function graphqlOptions(config: Config, logger: Logger): Omit<MercuriusDriverConfig, 'driver'> {
  return {
    path: GRAPHQL_PATH,
    autoSchemaFile: true,
    sortSchema: true,
    graphiql: config.NODE_ENV !== 'production',
    routes: true,
    queryDepth: config.GRAPHQL_MAX_DEPTH,
    hooks: {
      // When text fails to parse, Mercurius tries it as a JSON syntax tree ("5", "{}"), which then crashes
      // validation. Only documents parsed from GraphQL text carry a Location: refuse anything else.
      preValidation: async (_schema, document) => {
        if (!(document?.loc instanceof Location)) throw AppError.badInput('The query is not valid GraphQL.');
      },
      preExecution: async (schema, document, _context, variables) => {
        checkComplexity(config.GRAPHQL_MAX_COMPLEXITY, schema, document, variables);
        rejectNulCharacters(document, variables);
      },
    },
    // No `context` option: Nest's default context is `{ req }` and Mercurius adds `reply` (GqlContext).
    // A context function of ours would be wrapped by Nest in an async one, promises on every request.
    errorFormatter: (execution) => {
      // Mercurius wraps parse and validation failures in one error holding the real ones: unwrap them.
      const raw = execution.errors.flatMap((error) => {
        type Wrapper = { errors?: unknown; statusCode?: unknown };
        const original = error.originalError as Wrapper | undefined;
        const outer: Wrapper = original && Array.isArray(original.errors) ? original : (error as Wrapper);
        const inner = outer.errors;
        if (!Array.isArray(inner)) return [error];
        // The plain reasons inside a 4xx request error (e.g. a mutation sent by GET) are the client's fault too.
        const clientFault = typeof outer.statusCode === 'number' && outer.statusCode < 500;
        const isPlain = (e: unknown): e is Error =>
          e instanceof Error && !(e instanceof GraphQLError) && !('statusCode' in e);
        return inner.map((e: unknown) => (clientFault && isPlain(e) ? new GraphQLError(e.message) : e));
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
