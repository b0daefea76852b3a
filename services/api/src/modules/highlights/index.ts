// The highlights module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { HighlightModel } from './dto/highlight.model';
export { TranscriptHighlightsService } from './transcript-highlights.service';
export { HighlightsModule } from './highlights.module';
export { type FullHighlight, HighlightsService } from './highlights.service';
