// The project-access module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { AccessSubjectKind } from './dto/project-access.enums';
export { ProjectAccessService } from './project-access.service';
export { ProjectAccessModule } from './project-access.module';
