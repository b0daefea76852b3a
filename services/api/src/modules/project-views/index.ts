// The project-views module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { ProjectViewLayout, ViewObjectType } from './dto/project-view.enums';
export { ProjectViewsService } from './project-views.service';
export { ProjectViewsModule } from './project-views.module';
export { ProjectViewTableService } from './project-view-table.service';
