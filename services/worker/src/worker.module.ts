import { Module } from '@nestjs/common';
import { OutboxRelaysService } from './outbox/outbox-relays.service';
import { RetentionScheduleService } from './data-retention/retention-schedule.service';
import { DigestService } from './notifications/digest.service';
import { NotifierService } from './notifications/notifier.service';
import { NotificationsRepository } from './notifications/notifications.repository';
import { SearchIndexingService } from './search-indexing/search-indexing.service';

/**
 * The region-local worker: moves committed events from the outbox to the bus and consumes them:
 * search indexing, notifications and their mails (digests included), the hourly data retention
 * schedule; automations register here as
 * they arrive. Needs PlatformModule (global) in the application.
 */
@Module({
  providers: [
    OutboxRelaysService,
    SearchIndexingService,
    NotifierService,
    DigestService,
    NotificationsRepository,
    RetentionScheduleService,
  ],
  exports: [SearchIndexingService, NotifierService, DigestService, RetentionScheduleService],
})
export class WorkerModule {}
