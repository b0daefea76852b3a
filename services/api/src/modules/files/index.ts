// The files module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { classifyContent } from './classify-content.util';
export { FileDownloadService } from './file-download.service';
export { FileLookup } from './file-lookup';
export { fileErrors } from './file.errors';
export { FileUploadService, type IncomingFile } from './file-upload.service';
export { FilesService } from './files.service';
export { FilesModule } from './files.module';
export { type ParsedCue, parseTranscript } from './transcript-parse.util';
