import { Module } from '@nestjs/common';
import { TagChartsResolver } from './tag-charts.resolver';
import { TagChartsService } from './tag-charts.service';
import { TagChartsRepository } from './tag-charts.repository';

/** Tag charts: counts of a project's tags. */
@Module({
  providers: [TagChartsRepository, TagChartsResolver, TagChartsService],
})
export class TagChartsModule {}
