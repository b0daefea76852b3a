import 'mercurius';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { checkTokenScope, undeclaredMutations } from './token-scope.check';

/**
 * Enforces MUTATION_TOKEN_SCOPE for every GraphQL request as a Mercurius pre-execution hook: one
 * check in one place, with no Nest guard (a guard would bring Nest's pipeline back onto every
 * resolver, see README "Choices"). At start-up it refuses to run when a mutation of the schema is
 * not declared, so no new mutation is open to tokens by accident.
 */
@Injectable()
export class TokenScopeHook implements OnApplicationBootstrap {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onApplicationBootstrap(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const mutations = Object.keys(fastify.graphql.schema.getMutationType()?.getFields() ?? {});
    const undeclared = undeclaredMutations(mutations);
    if (undeclared.length > 0) {
      throw new Error(
        `Mutations without a token scope: ${undeclared.join(', ')}. Declare each in MUTATION_TOKEN_SCOPE (services/api/src/context/token-scope.ts).`,
      );
    }
    // Synchronous: a request without a bearer token pays one header lookup and no promise.
    fastify.graphql.addHook('preExecution', (_schema, document, context) => {
      checkTokenScope(document, context.reply.request.headers.authorization);
    });
  }
}
