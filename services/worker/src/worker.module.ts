import { Module } from '@nestjs/common';
import { OutboxRelaysService } from './outbox/outbox-relays.service';

/**
 * The region-local worker: moves committed events from the outbox to the bus. Consumers of those
 * events (search indexing, automations, notifications) register here as they arrive. Needs
 * PlatformModule (global) in the application.
 */
@Module({ providers: [OutboxRelaysService] })
export class WorkerModule {}
