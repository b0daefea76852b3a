export * from './bus';
export * from './bus-logger';
export { subjectMatches, isValidSubject, isValidSubjectFilter } from './subject-matcher';
export { DEFAULT_MAX_DELIVERIES, DEFAULT_RETRY_DELAY_MS } from './subscribe-options';
export { InProcessBus } from './in-process-bus';
export { JetStreamBus, type JetStreamBusOptions } from './jetstream-bus';
