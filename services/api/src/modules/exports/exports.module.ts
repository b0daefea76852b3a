import { Module } from '@nestjs/common';
import { InsightsModule } from '../insights';
import { ProjectViewsModule } from '../project-views';
import { ExportsController } from './exports.controller';
import { ExportsRepository } from './exports.repository';
import { ExportsService } from './exports.service';

/**
 * Downloads of what members read: an insight as Markdown or PDF, a project's highlights and notes
 * and a view's table as CSV. */
@Module({
  imports: [InsightsModule, ProjectViewsModule],
  controllers: [ExportsController],
  providers: [ExportsRepository, ExportsService],
})
export class ExportsModule {}
