import { Module } from '@nestjs/common';
import { FeedsResolver } from './feeds.resolver';
import { FeedsService } from './feeds.service';
import { FeedsRepository } from './feeds.repository';

/** Saved feeds: a member's saved searches. */
@Module({
  providers: [FeedsRepository, FeedsResolver, FeedsService],
})
export class FeedsModule {}
