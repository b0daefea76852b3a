import { Module } from '@nestjs/common';
import { OutboxRelaysService } from './outbox/outbox-relays.service';
import { DigestService } from './notifications/digest.service';
import { NotifierService } from './notifications/notifier.service';
import { NotificationsRepository } from './notifications/notifications.repository';
import { SearchIndexingService } from './search-indexing/search-indexing.service';

/**
 * The region-local worker: moves committed events from the outbox to the bus and consumes them:
 * search indexing, notifications and their mails (digests included); automations register here as
 * they arrive. Needs PlatformModule (global) in the application.
 */
@Module({
  providers: [
    OutboxRelaysService,
    SearchIndexingService,
    NotifierService,
    DigestService,
    NotificationsRepository,
  ],
  exports: [SearchIndexingService, NotifierService, DigestService],
})
export class WorkerModule {}
