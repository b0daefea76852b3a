import { Module } from '@nestjs/common';
import { SearchModule } from '../search';
import { ChartsRepository } from './charts.repository';
import { ChartsResolver } from './charts.resolver';
import { ChartsService } from './charts.service';
import { DashboardsResolver } from './dashboards.resolver';
import { DashboardsService } from './dashboards.service';
import { DashboardsRepository } from './dashboards.repository';

/** Dashboards and their charts, counted by search. */
@Module({
  imports: [SearchModule],
  providers: [
    DashboardsRepository,
    ChartsRepository,
    DashboardsResolver,
    ChartsResolver,
    DashboardsService,
    ChartsService,
  ],
})
export class DashboardsModule {}
