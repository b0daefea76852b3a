// The insights module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { InsightModel } from './dto/insight.model';
export { findLiveInsight } from './insight-lookup';
export { InsightsService } from './insights.service';
export { HighlightCardsService } from './highlight-cards.service';
export { InsightsModule } from './insights.module';
