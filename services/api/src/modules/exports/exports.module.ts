import { Module } from '@nestjs/common';
import { InsightsModule } from '../insights';
import { ExportsController } from './exports.controller';
import { ExportsRepository } from './exports.repository';
import { ExportsService } from './exports.service';

/** Downloads of what members read: an insight as Markdown, a project's highlights and notes as CSV. */
@Module({
  imports: [InsightsModule],
  controllers: [ExportsController],
  providers: [ExportsRepository, ExportsService],
})
export class ExportsModule {}
