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
import { FoldersResolver } from './modules/folders/folders.resolver';
import { FoldersService } from './modules/folders/folders.service';
import { FileBytesCleanup } from './modules/files/file-bytes-cleanup.service';
import { FileController } from './modules/files/file.controller';
import { FileDownloadService } from './modules/files/file-download.service';
import { FileUploadService } from './modules/files/file-upload.service';
import { FilesHttpSetup } from './modules/files/files-http.setup';
import { FilesResolver } from './modules/files/files.resolver';
import { FilesService } from './modules/files/files.service';
import { createFileStorage } from './modules/files/storage/create-file-storage';
import { FILE_STORAGE } from './modules/files/storage/file-storage';
import { TranscriptHighlightsResolver } from './modules/highlights/transcript-highlights.resolver';
import { TranscriptHighlightsService } from './modules/highlights/transcript-highlights.service';
import { CollaborationHub } from './modules/collaboration/collaboration-hub.service';
import { CollaborationGateway } from './modules/collaboration/collaboration.gateway';
import { DocumentStore } from './modules/collaboration/document-store.service';
import { HighlightsResolver } from './modules/highlights/highlights.resolver';
import { HighlightsService } from './modules/highlights/highlights.service';
import { LiveUpdatesResolver } from './modules/live-updates/live-updates.resolver';
import { LiveUpdatesService } from './modules/live-updates/live-updates.service';
import { ProjectHighlightsResolver } from './modules/highlights/project-highlights.resolver';
import { ProjectHighlightsService } from './modules/highlights/project-highlights.service';
import { HomeResolver } from './modules/home/home.resolver';
import { HomeService } from './modules/home/home.service';
import { HighlightCardsResolver } from './modules/insights/highlight-cards.resolver';
import { HighlightCardsService } from './modules/insights/highlight-cards.service';
import { InsightTrashService } from './modules/insights/insight-trash.service';
import { InsightsResolver } from './modules/insights/insights.resolver';
import { InsightsService } from './modules/insights/insights.service';
import { NoteTrashService } from './modules/notes/note-trash.service';
import { NoteStatsResolver } from './modules/notes/note-stats.resolver';
import { NotesResolver } from './modules/notes/notes.resolver';
import { NotesService } from './modules/notes/notes.service';
import { ProjectRankService } from './modules/projects/project-rank.service';
import { ProjectTrashService } from './modules/projects/project-trash.service';
import { ProjectsResolver } from './modules/projects/projects.resolver';
import { ProjectsService } from './modules/projects/projects.service';
import { TagBoardsResolver } from './modules/tag-boards/tag-boards.resolver';
import { TagBoardsService } from './modules/tag-boards/tag-boards.service';
import { SharingResolver } from './modules/sharing/sharing.resolver';
import { SharingService } from './modules/sharing/sharing.service';
import { TagsResolver } from './modules/tags/tags.resolver';
import { TagsService } from './modules/tags/tags.service';
import { TrashResolver } from './modules/trash/trash.resolver';
import { TrashService } from './modules/trash/trash.service';
import { HighlightsService as NoteHighlightsReader } from './research/highlights.service';
import { NoteHighlightsResolver } from './research/note-highlights.resolver';
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
  NoteStatsResolver,
  TagsResolver,
  HighlightsResolver,
  ProjectHighlightsResolver,
  TagBoardsResolver,
  FoldersResolver,
  TranscriptHighlightsResolver,
  FilesResolver,
  TrashResolver,
  InsightsResolver,
  HighlightCardsResolver,
  SharingResolver,
  HomeResolver,
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
      controllers: [PingController, FileController],
      providers: [
        RequestAuthService,
        TokenScopeHook,
        WorkspaceAccess,
        ...RESOLVERS,
        // Not called directly (callResolversDirectly): subscriptions go through Nest's own path.
        LiveUpdatesResolver,
        LiveUpdatesService,
        ProjectsService,
        ProjectTrashService,
        ProjectRankService,
        NotesService,
        NoteHighlightsReader,
        TagsService,
        NoteTrashService,
        TrashService,
        HighlightsService,
        ProjectHighlightsService,
        TagBoardsService,
        FoldersService,
        InsightsService,
        InsightTrashService,
        HighlightCardsService,
        SharingService,
        HomeService,
        TranscriptHighlightsService,
        { provide: FILE_STORAGE, useFactory: () => createFileStorage(config) },
        FilesService,
        FileUploadService,
        FileDownloadService,
        FilesHttpSetup,
        FileBytesCleanup,
        DocumentStore,
        CollaborationHub,
        CollaborationGateway,
      ],
    };
  }
}
