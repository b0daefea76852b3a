import { type DynamicModule, Module, type Type } from '@nestjs/common';
import type { Config, Logger } from '@fieldnote/core';
import './common/enums';
import { AuditLogModule } from './audit/audit-log.module';
import { AuthModule } from './auth/auth.module';
import { ApiContextModule } from './context/api-context.module';
import { ApiGraphqlModule } from './graphql/api-graphql.module';
import { AccessRequestsModule } from './modules/access-requests';
import { AuthorsModule } from './modules/authors';
import { AiModule } from './modules/ai';
import { ChatModule } from './modules/chat';
import { BulkImportModule } from './modules/bulk-import';
import { RefiQdaModule } from './modules/refi-qda';
import { TemplatesModule } from './modules/templates';
import { OnboardingModule } from './modules/onboarding';
import { BetaFeaturesModule } from './modules/beta-features';
import { ExtensionsModule } from './modules/extensions';
import { ProductFeedbackModule } from './modules/product-feedback';
import { ProjectTransferModule } from './modules/project-transfer';
import { ExportsModule } from './modules/exports';
import { ChannelsModule } from './modules/channels';
import { CollaborationModule } from './modules/collaboration';
import { CommentsModule } from './modules/comments';
import { CustomFieldsModule } from './modules/custom-fields';
import { DashboardsModule } from './modules/dashboards';
import { DataRetentionModule } from './modules/data-retention';
import { FeedsModule } from './modules/feeds';
import { FileStorageModule } from './modules/file-storage';
import { FilesModule } from './modules/files';
import { FoldersModule } from './modules/folders';
import { HighlightsModule } from './modules/highlights';
import { HomeModule } from './modules/home';
import { InsightsModule } from './modules/insights';
import { LiveUpdatesModule } from './modules/live-updates';
import { NotesModule } from './modules/notes';
import { NotificationsModule } from './modules/notifications';
import { PeopleModule } from './modules/people';
import { ProjectAccessModule } from './modules/project-access';
import { ProjectViewsModule } from './modules/project-views';
import { ProjectsModule } from './modules/projects';
import { ReelsModule } from './modules/reels';
import { ScimModule } from './modules/scim';
import { SearchModule } from './modules/search';
import { SegmentsModule } from './modules/segments';
import { SharingModule } from './modules/sharing';
import { TagBoardsModule } from './modules/tag-boards';
import { TagChartsModule } from './modules/tag-charts';
import { TagsModule } from './modules/tags';
import { TrashModule } from './modules/trash';
import { TranscriptionModule } from './modules/transcription';
import { UserGroupsModule } from './modules/user-groups';
import { SsoApiModule } from './modules/sso';
import { BillingApiModule } from './modules/billing';
import { DomainsApiModule } from './modules/domains';
import { WorkspaceSecurityApiModule } from './modules/workspace-security';
import { WorkspacesModule } from './workspaces/workspaces.module';

/**
 * The modules of the member API: accounts and workspaces, then one module per domain (modules/<domain>/,
 * each imported through its index.ts). GraphQL serves the resolvers they declare.
 */
export const API_MODULES: Type[] = [
  AuthModule,
  WorkspacesModule,
  AuditLogModule,
  ProjectsModule,
  NotesModule,
  TagsModule,
  HighlightsModule,
  TagBoardsModule,
  ProjectViewsModule,
  FoldersModule,
  FilesModule,
  FileStorageModule,
  TrashModule,
  InsightsModule,
  SharingModule,
  ReelsModule,
  HomeModule,
  SearchModule,
  CustomFieldsModule,
  FeedsModule,
  TagChartsModule,
  PeopleModule,
  SegmentsModule,
  ChannelsModule,
  BulkImportModule,
  AiModule,
  TranscriptionModule,
  ChatModule,
  DataRetentionModule,
  RefiQdaModule,
  TemplatesModule,
  OnboardingModule,
  BetaFeaturesModule,
  ProductFeedbackModule,
  ExtensionsModule,
  ProjectTransferModule,
  ExportsModule,
  UserGroupsModule,
  ScimModule,
  SsoApiModule,
  BillingApiModule,
  DomainsApiModule,
  WorkspaceSecurityApiModule,
  ProjectAccessModule,
  AccessRequestsModule,
  CommentsModule,
  NotificationsModule,
  DashboardsModule,
  AuthorsModule,
  CollaborationModule,
  LiveUpdatesModule,
];

/**
 * The region-local member API: GraphQL at /api/graphql (/ping is every process's, createHttpApp).
 * Needs PlatformModule and ControlPlaneModule (both global) in the application.
 */
@Module({})
export class ApiModule {
  static register(config: Config, logger: Logger): DynamicModule {
    return {
      module: ApiModule,
      imports: [ApiContextModule, ApiGraphqlModule.register(config, logger, API_MODULES), ...API_MODULES],
    };
  }
}
