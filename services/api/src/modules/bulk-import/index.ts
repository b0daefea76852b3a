// The bulk-import module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export * from './bulk-import.limits';
export { BulkImportRefusal } from './bulk-import.errors';
export { RowErrorCode } from './import-rows';
export { BULK_IMPORT_RUNNER_DURABLE, BulkImportRunner } from './bulk-import.runner';
export { BulkImportModule } from './bulk-import.module';
export { DOCUMENT_NOTE_UPLOAD_PATH } from './document-note.route';
