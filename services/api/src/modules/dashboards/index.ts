// The dashboards module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { ChartType } from './dto/chart-type.enum';
export { DashboardsService } from './dashboards.service';
export { ChartsService } from './charts.service';
export { DashboardsModule } from './dashboards.module';
