// The refi-qda module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { REFI_QDA_EXPORT_PATH, REFI_QDA_IMPORT_PATH } from './refi-qda.routes';
export { REFI_QDA_RUNNER_DURABLE, RefiQdaRunner } from './refi-qda.runner';
export { RefiQdaRefusal } from './refi-qda.errors';
export { MAX_QDA_FILE_BYTES } from './refi-qda.limits';
export { RefiQdaModule } from './refi-qda.module';
