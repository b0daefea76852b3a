// The tags module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { TagSentiment } from './dto/tag-sentiment.enum';
export { TagModel } from './dto/tag.model';
export { countHighlightsByTag } from './tags.repository';
export { type CountedTag, TagsService } from './tags.service';
export { TagsModule } from './tags.module';
