import { Module } from '@nestjs/common';
import { LiveUpdatesResolver } from './live-updates.resolver';
import { LiveUpdatesService } from './live-updates.service';

/** Live updates: the subscriptions that tell open pages what changed. */
@Module({
  providers: [LiveUpdatesResolver, LiveUpdatesService],
})
export class LiveUpdatesModule {}
