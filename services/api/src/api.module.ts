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
import { AuditActors } from './context/audit-actors.service';
import { AuditLogResolver } from './audit/audit-log.resolver';
import {
  HighlightAuthorResolver,
  InsightAuthorResolver,
  NoteAuthorResolver,
} from './modules/authors/author-name.resolvers';
import { AccountSettingsResolver } from './auth/account-settings.resolver';
import { callResolversDirectly } from './graphql/direct-resolvers.util';
import { FieldnoteMercuriusDriver } from './graphql/fieldnote-mercurius.driver';
import { graphqlOptions } from './graphql/graphql-options';
import { limitResponseSize } from './graphql/response-size-limit';
import { PingController } from './health/ping.controller';
import { CustomFieldOptionsService } from './modules/custom-fields/custom-field-options.service';
import { CustomFieldValuesResolver } from './modules/custom-fields/custom-field-values.resolver';
import { CustomFieldValuesService } from './modules/custom-fields/custom-field-values.service';
import { CustomFieldsResolver } from './modules/custom-fields/custom-fields.resolver';
import { CustomFieldsService } from './modules/custom-fields/custom-fields.service';
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
import { HighlightsRepository } from './modules/highlights/highlights.repository';
import { ProjectHighlightsService } from './modules/highlights/project-highlights.service';
import { CommentsResolver } from './modules/comments/comments.resolver';
import { CommentsService } from './modules/comments/comments.service';
import { AccountNotificationsResolver } from './modules/notifications/account-notifications.resolver';
import { NotificationsResolver } from './modules/notifications/notifications.resolver';
import { NotificationsService } from './modules/notifications/notifications.service';
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
import { NotesRepository } from './modules/notes/notes.repository';
import { NotesService } from './modules/notes/notes.service';
import { ProjectRankService } from './modules/projects/project-rank.service';
import { ProjectTrashService } from './modules/projects/project-trash.service';
import { ProjectsResolver } from './modules/projects/projects.resolver';
import { ProjectsRepository } from './modules/projects/projects.repository';
import { ProjectsService } from './modules/projects/projects.service';
import { AccessRequestsResolver } from './modules/access-requests/access-requests.resolver';
import { AccessRequestsRepository } from './modules/access-requests/access-requests.repository';
import { AccessRequestsService } from './modules/access-requests/access-requests.service';
import { ProjectAccessResolver } from './modules/project-access/project-access.resolver';
import { ProjectAccessRepository } from './modules/project-access/project-access.repository';
import { ProjectAccessService } from './modules/project-access/project-access.service';
import { UserGroupsResolver } from './modules/user-groups/user-groups.resolver';
import { UserGroupsRepository } from './modules/user-groups/user-groups.repository';
import { UserGroupsService } from './modules/user-groups/user-groups.service';
import { TagBoardsResolver } from './modules/tag-boards/tag-boards.resolver';
import { TagBoardsService } from './modules/tag-boards/tag-boards.service';
import { ProjectViewsResolver } from './modules/project-views/project-views.resolver';
import { ProjectViewsService } from './modules/project-views/project-views.service';
import { ProjectViewItemsRepository } from './modules/project-views/project-view-items.repository';
import { ProjectViewItemsService } from './modules/project-views/project-view-items.service';
import { ProjectViewMoveService } from './modules/project-views/project-view-move.service';
import { FullTextSearchRepository } from './modules/search/full-text-search.repository';
import { FullTextSearchService } from './modules/search/full-text-search.service';
import { ChartsResolver } from './modules/dashboards/charts.resolver';
import { ChartsService } from './modules/dashboards/charts.service';
import { DashboardsResolver } from './modules/dashboards/dashboards.resolver';
import { DashboardsService } from './modules/dashboards/dashboards.service';
import { SearchAggregationsService } from './modules/search/search-aggregations.service';
import { SearchItemsRepository } from './modules/search/search-items.repository';
import { SearchItemsService } from './modules/search/search-items.service';
import { SearchResolver } from './modules/search/search.resolver';
import { FeedsResolver } from './modules/feeds/feeds.resolver';
import { SegmentsResolver } from './modules/segments/segments.resolver';
import { PersonSegmentsResolver } from './modules/segments/person-segments.resolver';
import { SegmentsRepository } from './modules/segments/segments.repository';
import { SegmentsService } from './modules/segments/segments.service';
import { ChannelsResolver } from './modules/channels/channels.resolver';
import { ChannelsService } from './modules/channels/channels.service';
import { ChannelThemesResolver } from './modules/channels/channel-themes.resolver';
import { ChannelThemesService } from './modules/channels/channel-themes.service';
import { ChannelTopicsResolver } from './modules/channels/channel-topics.resolver';
import { ChannelTopicsService } from './modules/channels/channel-topics.service';
import { ChannelDatapointsResolver } from './modules/channels/channel-datapoints.resolver';
import { ChannelDatapointsService } from './modules/channels/channel-datapoints.service';
import { ChannelImportService } from './modules/channels/channel-import.service';
import { ThemeSuggestionsResolver } from './modules/channels/theme-suggestions/theme-suggestions.resolver';
import { ThemeSuggestionsService } from './modules/channels/theme-suggestions/theme-suggestions.service';
import { FeedsService } from './modules/feeds/feeds.service';
import { TagChartsResolver } from './modules/tag-charts/tag-charts.resolver';
import { TagChartsRepository } from './modules/tag-charts/tag-charts.repository';
import { TagChartsService } from './modules/tag-charts/tag-charts.service';
import { SearchService } from './modules/search/search.service';
import { SuggestedQueryService } from './modules/search/suggested-query.service';
import { VectorSearchService } from './modules/search/vector-search.service';
import { SharingResolver } from './modules/sharing/sharing.resolver';
import { SharingRepository } from './modules/sharing/sharing.repository';
import { SharingService } from './modules/sharing/sharing.service';
import { ShareReaders } from './modules/sharing/share-readers';
import { PeopleResolver } from './modules/people/people.resolver';
import { PeopleRepository } from './modules/people/people.repository';
import { PeopleService } from './modules/people/people.service';
import { PersonImportService } from './modules/people/person-import.service';
import { PersonFieldValuesResolver } from './modules/people/person-field-values.resolver';
import { PersonLinksResolver } from './modules/people/person-links.resolver';
import { PersonLinksService } from './modules/people/person-links.service';
import { PersonMergeService } from './modules/people/person-merge.service';
import { TagsResolver } from './modules/tags/tags.resolver';
import { TagsRepository } from './modules/tags/tags.repository';
import { TagsService } from './modules/tags/tags.service';
import { TrashResolver } from './modules/trash/trash.resolver';
import { TrashService } from './modules/trash/trash.service';
import { NoteHighlightsReader } from './modules/highlights/note-highlights-reader.service';
import { NoteHighlightsResolver } from './modules/highlights/note-highlights.resolver';
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
  AccountSettingsResolver,
  AuditLogResolver,
  NoteAuthorResolver,
  HighlightAuthorResolver,
  InsightAuthorResolver,
  ProjectsResolver,
  NotesResolver,
  NoteStatsResolver,
  TagsResolver,
  HighlightsResolver,
  ProjectHighlightsResolver,
  TagBoardsResolver,
  ProjectViewsResolver,
  FoldersResolver,
  TranscriptHighlightsResolver,
  FilesResolver,
  TrashResolver,
  InsightsResolver,
  HighlightCardsResolver,
  SharingResolver,
  HomeResolver,
  NoteHighlightsResolver,
  SearchResolver,
  CustomFieldsResolver,
  CustomFieldValuesResolver,
  FeedsResolver,
  TagChartsResolver,
  PeopleResolver,
  PersonLinksResolver,
  PersonFieldValuesResolver,
  SegmentsResolver,
  PersonSegmentsResolver,
  ChannelsResolver,
  ChannelThemesResolver,
  ChannelTopicsResolver,
  ChannelDatapointsResolver,
  ThemeSuggestionsResolver,
  UserGroupsResolver,
  ProjectAccessResolver,
  AccessRequestsResolver,
  CommentsResolver,
  NotificationsResolver,
  AccountNotificationsResolver,
  DashboardsResolver,
  ChartsResolver,
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
        AuditActors,
        ...RESOLVERS,
        // Not called directly (callResolversDirectly): subscriptions go through Nest's own path.
        LiveUpdatesResolver,
        LiveUpdatesService,
        ProjectsService,
        ProjectsRepository,
        ProjectTrashService,
        ProjectRankService,
        NotesService,
        NotesRepository,
        NoteHighlightsReader,
        TagsService,
        TagsRepository,
        PeopleService,
        PeopleRepository,
        PersonLinksService,
        PersonMergeService,
        PersonImportService,
        NoteTrashService,
        TrashService,
        HighlightsService,
        ProjectHighlightsService,
        HighlightsRepository,
        TagBoardsService,
        ProjectViewsService,
        ProjectViewItemsService,
        ProjectViewItemsRepository,
        ProjectViewMoveService,
        FoldersService,
        InsightsService,
        InsightTrashService,
        HighlightCardsService,
        SharingService,
        SharingRepository,
        ShareReaders,
        HomeService,
        CommentsService,
        NotificationsService,
        SearchService,
        FeedsService,
        SegmentsService,
        SegmentsRepository,
        ChannelsService,
        ChannelThemesService,
        ChannelTopicsService,
        ChannelDatapointsService,
        ChannelImportService,
        ThemeSuggestionsService,
        TagChartsService,
        TagChartsRepository,
        UserGroupsService,
        UserGroupsRepository,
        ProjectAccessService,
        ProjectAccessRepository,
        AccessRequestsService,
        AccessRequestsRepository,
        FullTextSearchService,
        FullTextSearchRepository,
        SearchItemsService,
        SearchItemsRepository,
        SearchAggregationsService,
        DashboardsService,
        ChartsService,
        SuggestedQueryService,
        VectorSearchService,
        CustomFieldsService,
        CustomFieldOptionsService,
        CustomFieldValuesService,
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
