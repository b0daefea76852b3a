// The project-transfer module's public surface: the only file other modules, the all-in-one and the
// tests import (npm run lint refuses a deep import). Everything else in this folder is internal.
export * from './project-transfer.limits';
export { ProjectTransferRefusal } from './project-transfer.errors';
export { MAPPING_TABLES } from './id-remap';
export { PROJECT_EXPORT_RUNNER_DURABLE } from './project-export.runner';
export { PROJECT_IMPORT_PATH } from './project-import.route';
export { ProjectTransferModule } from './project-transfer.module';
