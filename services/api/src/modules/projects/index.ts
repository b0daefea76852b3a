// The projects module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { ProjectModel } from './dto/project.model';
export { findLiveProject, projectAsParent, refusalOf, requireLiveProject } from './project-lookup';
export { ProjectsService } from './projects.service';
export { ProjectsModule } from './projects.module';
