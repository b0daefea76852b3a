import { Module } from '@nestjs/common';
import { ProjectAccessResolver } from './project-access.resolver';
import { ProjectAccessService } from './project-access.service';

/** Private projects' access: who may see and change a project. */
@Module({
  providers: [ProjectAccessResolver, ProjectAccessService],
  exports: [ProjectAccessService],
})
export class ProjectAccessModule {}
