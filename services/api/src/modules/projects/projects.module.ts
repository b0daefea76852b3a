import { Module } from '@nestjs/common';
import { FileStorageModule } from '../file-storage';
import { ProjectRankService } from './project-rank.service';
import { ProjectTrashService } from './project-trash.service';
import { ProjectsResolver } from './projects.resolver';
import { ProjectsService } from './projects.service';

/** Projects: create, change, rank, trash. */
@Module({
  imports: [FileStorageModule],
  providers: [ProjectsResolver, ProjectsService, ProjectTrashService, ProjectRankService],
  exports: [ProjectsService],
})
export class ProjectsModule {}
