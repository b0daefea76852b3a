import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { ApplicationConfig, ModuleRef } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { MercuriusDriverConfig } from '@nestjs/mercurius';
import { type Config, GRAPHQL_LIMITS, type Logger } from '@fieldnote/core';
import { SessionsService } from '@fieldnote/control-plane';
import { RequestAuthService } from '../context/request-auth.service';
import { callResolversDirectly } from './direct-resolvers.util';
import { FieldnoteMercuriusDriver } from './fieldnote-mercurius.driver';
import { graphqlOptions } from './graphql-options';
import { resolversOf } from './module-providers';
import { limitResponseSize } from './response-size-limit';

/**
 * GraphQL at /api/graphql over Mercurius, with the schema built from the resolvers of every module
 * of the member API; `modules` are those whose root resolvers may be called directly.
 */
@Module({})
export class ApiGraphqlModule {
  static register(config: Config, logger: Logger, modules: readonly Type[]): DynamicModule {
    const resolvers = resolversOf(modules);
    return {
      module: ApiGraphqlModule,
      imports: [
        GraphQLModule.forRootAsync<MercuriusDriverConfig>({
          driver: FieldnoteMercuriusDriver,
          inject: [ModuleRef, ApplicationConfig],
          useFactory: (moduleRef: ModuleRef, appConfig: ApplicationConfig) => {
            // Read when a request needs it: while this factory runs, the service is not built yet.
            const auth = () => moduleRef.get(RequestAuthService, { strict: false });
            return {
              ...graphqlOptions(config, logger, {
                isSignedIn: async (req) => (await auth().of(req)).accountId !== null,
                isSignedInCached: (req) => (auth().cached(req)?.accountId ?? null) !== null,
                callerOf: (req) => auth().of(req),
                onSessionsEnded: (listener) =>
                  void moduleRef.get(SessionsService, { strict: false }).onSessionsEnded(listener),
                watchSession: (secret, hostTeamId) =>
                  moduleRef.get(SessionsService, { strict: false }).watchLive(secret, hostTeamId),
              }),
              transformSchema: (schema) => {
                const direct = callResolversDirectly(schema, resolvers, moduleRef, appConfig);
                return config.GRAPHQL_LIMITS === 'on'
                  ? limitResponseSize(direct, GRAPHQL_LIMITS.maxResponseBytes)
                  : direct;
              },
            };
          },
        }),
      ],
    };
  }
}
