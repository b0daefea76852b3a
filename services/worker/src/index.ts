export * from './worker.module';
export * from './search-indexing/search-indexer';
export * from './search-indexing/search-indexing.service';
export * from './search-indexing/vector-sync';
export * from './notifications/digest.service';
export * from './notifications/notifier.service';
export { NotificationsRepository } from './notifications/notifications.repository';
export * from './notifications/workspace-schema';
export * from './data-retention/retention-schedule.service';
