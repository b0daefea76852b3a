import { Module } from '@nestjs/common';
import { FileStorageModule } from '../file-storage';
import { ProjectRankService } from './project-rank.service';
import { ProjectTrashService } from './project-trash.service';
import { ProjectsResolver } from './projects.resolver';
import { ProjectsService } from './projects.service';
import { ProjectsRepository } from './projects.repository';

/** Projects: create, change, rank, trash. */
@Module({
  imports: [FileStorageModule],
  providers: [ProjectsRepository, ProjectsResolver, ProjectsService, ProjectTrashService, ProjectRankService],
  exports: [ProjectsService],
})
export class ProjectsModule {}
