import { Module } from '@nestjs/common';
import { FeedsResolver } from './feeds.resolver';
import { FeedsService } from './feeds.service';

/** Saved feeds: a member's saved searches. */
@Module({
  providers: [FeedsResolver, FeedsService],
})
export class FeedsModule {}
