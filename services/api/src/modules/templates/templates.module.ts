import { Module } from '@nestjs/common';
import { CustomFieldsModule } from '../custom-fields';
import { InsightsModule } from '../insights';
import { ProjectsModule } from '../projects';
import { TagsModule } from '../tags';
import { TemplateUseService } from './template-use.service';
import { TemplatesRepository } from './templates.repository';
import { TemplatesResolver } from './templates.resolver';
import { TemplatesService } from './templates.service';

/** Workspace templates of projects and insights, and making projects and insights from them. */
@Module({
  imports: [CustomFieldsModule, InsightsModule, ProjectsModule, TagsModule],
  providers: [TemplatesRepository, TemplatesResolver, TemplatesService, TemplateUseService],
})
export class TemplatesModule {}
