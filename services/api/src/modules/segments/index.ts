// The segments module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export * from './segment.limits';
export type { PersonSegmentsBatch } from './person-segments-batch';
export { SegmentsService } from './segments.service';
export { SegmentsModule } from './segments.module';
