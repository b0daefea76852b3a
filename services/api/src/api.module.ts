import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { ApplicationConfig, ModuleRef } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { MercuriusDriverConfig } from '@nestjs/mercurius';
import { type Config, GRAPHQL_LIMITS, type Logger } from '@fieldnote/core';
import './common/enums';
import { AuthResolver } from './auth/auth.resolver';
import { EmailConfirmationResolver } from './auth/email-confirmation.resolver';
import { UnlockResolver } from './auth/unlock.resolver';
import { SignInLinkResolver } from './auth/sign-in-link.resolver';
import { RequestAuthService } from './context/request-auth.service';
import { TokenScopeHook } from './context/token-scope.hook';
import { WorkspaceAccess } from './context/workspace-access.service';
import { callResolversDirectly } from './graphql/direct-resolvers.util';
import { FieldnoteMercuriusDriver } from './graphql/fieldnote-mercurius.driver';
import { graphqlOptions } from './graphql/graphql-options';
import { limitResponseSize } from './graphql/response-size-limit';
import { PingController } from './health/ping.controller';
import { HighlightsResolver } from './modules/highlights/highlights.resolver';
import { HighlightsService } from './modules/highlights/highlights.service';
import { NoteTrashService } from './modules/notes/note-trash.service';
import { NotesResolver } from './modules/notes/notes.resolver';
import { NotesService } from './modules/notes/notes.service';
import { ProjectRankService } from './modules/projects/project-rank.service';
import { ProjectTrashService } from './modules/projects/project-trash.service';
import { ProjectsResolver } from './modules/projects/projects.resolver';
import { ProjectsService } from './modules/projects/projects.service';
import { TagsResolver } from './modules/tags/tags.resolver';
import { TagsService } from './modules/tags/tags.service';
import { TrashResolver } from './modules/trash/trash.resolver';
import { TrashService } from './modules/trash/trash.service';
import { HighlightsService as NoteHighlightsReader } from './research/highlights.service';
import { NoteHighlightsResolver } from './research/note-highlights.resolver';
import { ResearchReadsResolver } from './research/research-reads.resolver';
import { ApiTokensResolver } from './workspaces/api-tokens.resolver';
import { MembersResolver } from './workspaces/members.resolver';
import { WorkspacesResolver } from './workspaces/workspaces.resolver';

const RESOLVERS: Type[] = [
  AuthResolver,
  EmailConfirmationResolver,
  UnlockResolver,
  SignInLinkResolver,
  WorkspacesResolver,
  MembersResolver,
  ApiTokensResolver,
  ProjectsResolver,
  NotesResolver,
  TagsResolver,
  HighlightsResolver,
  TrashResolver,
  ResearchReadsResolver,
  NoteHighlightsResolver,
];

/**
 * The region-local member API: GraphQL at /api/graphql and /ping. Needs PlatformModule and
 * ControlPlaneModule (both global) in the application.
 */
@Module({})
export class ApiModule {
  static register(config: Config, logger: Logger): DynamicModule {
    return {
      module: ApiModule,
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
              }),
              transformSchema: (schema) => {
                const direct = callResolversDirectly(schema, RESOLVERS, moduleRef, appConfig);
                return config.GRAPHQL_LIMITS === 'on'
                  ? limitResponseSize(direct, GRAPHQL_LIMITS.maxResponseBytes)
                  : direct;
              },
            };
          },
        }),
      ],
      controllers: [PingController],
      providers: [
        RequestAuthService,
        TokenScopeHook,
        WorkspaceAccess,
        ...RESOLVERS,
        ProjectsService,
        ProjectTrashService,
        ProjectRankService,
        NotesService,
        NoteHighlightsReader,
        TagsService,
        NoteTrashService,
        TrashService,
        HighlightsService,
      ],
    };
  }
}
