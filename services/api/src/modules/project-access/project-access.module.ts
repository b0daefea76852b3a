import { Module } from '@nestjs/common';
import { ProjectAccessResolver } from './project-access.resolver';
import { ProjectAccessService } from './project-access.service';
import { ProjectAccessRepository } from './project-access.repository';

/** Private projects' access: who may see and change a project. */
@Module({
  providers: [ProjectAccessRepository, ProjectAccessResolver, ProjectAccessService],
  exports: [ProjectAccessService],
})
export class ProjectAccessModule {}
