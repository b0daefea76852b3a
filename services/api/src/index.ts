export * from './api.module';
export * from './graphql/graphql-options';
// What the all-in-one demo seed uses to attach a recording exactly as an upload and an import would.
export type { WorkspaceScope } from './context/workspace-access.service';
export { ProjectGate, forgetProjectPermissions } from './context/project-gate';
export { FileUploadService, FilesService } from './modules/files';
export { TranscriptHighlightsService } from './modules/highlights';
export { CustomFieldValuesService, CustomFieldsService } from './modules/custom-fields';
export { ProjectViewLayout, ProjectViewsService, ViewObjectType } from './modules/project-views';
export { PeopleService, PersonLinksService } from './modules/people';
export { SegmentsService } from './modules/segments';
export {
  ChannelDatapointsService,
  ChannelImportService,
  ChannelThemesService,
  ChannelTopicsService,
  ChannelsService,
} from './modules/channels';
export { ChartType, ChartsService, DashboardsService } from './modules/dashboards';
export { FeedsService } from './modules/feeds';
export type { SearchInput } from './modules/search';
export {
  COUNT_IN_TABLES_BELOW,
  FullTextSearchService,
  NEWER_SAMPLE,
  RANK_WALK,
  RANK_WALK_MORE,
  RANK_WINDOW,
} from './modules/search';
export { DataRetentionJob } from './modules/data-retention';
