import type { FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { checkInputBounds } from './input-bounds-check';

/** One GraphQL operation as a request carries it: a POST body, one entry of a batch, or a GET query. */
interface OperationRequest {
  query?: unknown;
  variables?: unknown;
}

/**
 * checkInputBounds for every operation of a GraphQL request, as a route hook of the GraphQL routes:
 * it runs after the body is parsed and before Mercurius sees the request. A GET request's variables
 * are JSON in the URL (bounded by Node's header size): parsed here as Mercurius will parse them.
 */
export function checkRequestInputBounds(request: FastifyRequest, maxTokens: number | undefined): void {
  const schema = (request.server as unknown as { graphql?: { schema?: GraphQLSchema } }).graphql?.schema;
  if (!schema) return;
  const carried: unknown = request.method === 'GET' ? request.query : request.body;
  const operations = Array.isArray(carried) ? carried : [carried];
  for (const operation of operations) {
    if (!operation || typeof operation !== 'object') continue;
    const { query, variables } = operation as OperationRequest;
    if (typeof query !== 'string') continue;
    checkInputBounds(
      schema,
      query,
      typeof variables === 'string' ? parsedOrNull(variables) : variables,
      maxTokens,
    );
  }
}

function parsedOrNull(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null; // Mercurius refuses it with its own message
  }
}
