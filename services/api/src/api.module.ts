import { type DynamicModule, Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { MercuriusDriverConfig } from '@nestjs/mercurius';
import type { Config, Logger } from '@fieldnote/core';
import './common/enums';
import { AuthResolver } from './auth/auth.resolver';
import { SignInLinkResolver } from './auth/sign-in-link.resolver';
import { RequestAuthService } from './context/request-auth.service';
import { WorkspaceAccess } from './context/workspace-access.service';
import { graphqlOptions } from './graphql/graphql-options';
import { PingController } from './health/ping.controller';
import { HighlightsService } from './research/highlights.service';
import { NotesResolver } from './research/notes.resolver';
import { NotesService } from './research/notes.service';
import { ProjectsResolver } from './research/projects.resolver';
import { ProjectsService } from './research/projects.service';
import { ApiTokensResolver } from './workspaces/api-tokens.resolver';
import { MembersResolver } from './workspaces/members.resolver';
import { WorkspacesResolver } from './workspaces/workspaces.resolver';

/**
 * The region-local member API: GraphQL at /api/graphql and /ping. Needs PlatformModule and
 * ControlPlaneModule (both global) in the application.
 */
@Module({})
export class ApiModule {
  static register(config: Config, logger: Logger): DynamicModule {
    return {
      module: ApiModule,
      imports: [GraphQLModule.forRoot<MercuriusDriverConfig>(graphqlOptions(config, logger))],
      controllers: [PingController],
      providers: [
        RequestAuthService,
        WorkspaceAccess,
        AuthResolver,
        SignInLinkResolver,
        WorkspacesResolver,
        MembersResolver,
        ApiTokensResolver,
        ProjectsResolver,
        NotesResolver,
        ProjectsService,
        NotesService,
        HighlightsService,
      ],
    };
  }
}
