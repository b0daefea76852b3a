export * from './api.module';
export * from './graphql/graphql-options';
export { PingController } from './health/ping.controller';
// What the all-in-one demo seed uses to attach a recording exactly as an upload and an import would.
export type { WorkspaceScope } from './context/workspace-access.service';
export { ProjectGate, forgetProjectPermissions } from './context/project-gate';
export { FileUploadService } from './modules/files/file-upload.service';
export { FilesService } from './modules/files/files.service';
export { TranscriptHighlightsService } from './modules/highlights/transcript-highlights.service';
export { CustomFieldsService } from './modules/custom-fields/custom-fields.service';
export { CustomFieldValuesService } from './modules/custom-fields/custom-field-values.service';
export { ProjectViewsService } from './modules/project-views/project-views.service';
export { ProjectViewLayout, ViewObjectType } from './modules/project-views/dto/project-view.enums';
export { PeopleService } from './modules/people/people.service';
export { SegmentsService } from './modules/segments/segments.service';
export { ChannelsService } from './modules/channels/channels.service';
export { ChannelImportService } from './modules/channels/channel-import.service';
export { ChannelThemesService } from './modules/channels/channel-themes.service';
export { ChannelTopicsService } from './modules/channels/channel-topics.service';
export { ChannelDatapointsService } from './modules/channels/channel-datapoints.service';
export { PersonLinksService } from './modules/people/person-links.service';
export { DashboardsService } from './modules/dashboards/dashboards.service';
export { FeedsService } from './modules/feeds/feeds.service';
export { ChartsService } from './modules/dashboards/charts.service';
export { ChartType } from './modules/dashboards/dto/chart-type.enum';
export type { SearchInput } from './modules/search/dto/search.input';
export {
  COUNT_IN_TABLES_BELOW,
  FullTextSearchService,
  NEWER_SAMPLE,
  RANK_WALK,
  RANK_WALK_MORE,
  RANK_WINDOW,
} from './modules/search/full-text-search.service';
