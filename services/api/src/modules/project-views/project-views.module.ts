import { Module } from '@nestjs/common';
import { CustomFieldsModule } from '../custom-fields';
import { InsightsModule } from '../insights';
import { SearchModule } from '../search';
import { ProjectViewItemsService } from './project-view-items.service';
import { ProjectViewMoveService } from './project-view-move.service';
import { ProjectViewsResolver } from './project-views.resolver';
import { ProjectViewsService } from './project-views.service';
import { ProjectViewItemsRepository } from './project-view-items.repository';
import { ProjectViewLookup } from './project-view-lookup.service';
import { ProjectViewTableService } from './project-view-table.service';
import { ProjectViewsRepository } from './project-views.repository';

/** A project's views (table, board, ...) and the items in them. */
@Module({
  imports: [CustomFieldsModule, InsightsModule, SearchModule],
  providers: [
    ProjectViewItemsRepository,
    ProjectViewsRepository,
    ProjectViewLookup,
    ProjectViewsResolver,
    ProjectViewsService,
    ProjectViewItemsService,
    ProjectViewMoveService,
    ProjectViewTableService,
  ],
  exports: [ProjectViewTableService],
})
export class ProjectViewsModule {}
