export * from './api.module';
export * from './graphql/graphql-options';
export { PingController } from './health/ping.controller';
// What the all-in-one demo seed uses to attach a recording exactly as an upload and an import would.
export type { WorkspaceScope } from './context/workspace-access.service';
export { FileUploadService } from './modules/files/file-upload.service';
export { FilesService } from './modules/files/files.service';
export { TranscriptHighlightsService } from './modules/highlights/transcript-highlights.service';
