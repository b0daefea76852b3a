import { Module } from '@nestjs/common';
import { TagChartsResolver } from './tag-charts.resolver';
import { TagChartsService } from './tag-charts.service';

/** Tag charts: counts of a project's tags. */
@Module({
  providers: [TagChartsResolver, TagChartsService],
})
export class TagChartsModule {}
