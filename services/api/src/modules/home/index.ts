// The home module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { HomeModule } from './home.module';
export { PublishedInsightModel } from './dto/home.model';
