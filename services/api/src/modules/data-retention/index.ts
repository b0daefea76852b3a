// The data-retention module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { DataRetentionModule } from './data-retention.module';
export { DATA_RETENTION_BATCH, DataRetentionJob, type SweepReport } from './data-retention.job';
export { DATA_RETENTION_RUNNER_DURABLE } from './data-retention.runner';
export { DataRetentionRefusal } from './data-retention.errors';
