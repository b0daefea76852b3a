import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { HighlightModel } from '../../highlights';
import { TagSentiment } from '../../tags';
import { textSentiment } from './text-sentiment';

/**
 * Sentiment on highlights (issue 34): read from the highlight's own words by the built-in lexicon
 * whenever a highlight is read. It is cheap (microseconds) and follows every edit of the text, so
 * nothing is stored that could go stale. Here rather than in the highlights module: AI depends on
 * highlights, not the other way round.
 */
@Resolver(() => HighlightModel)
export class HighlightSentimentResolver {
  @ResolveField(() => TagSentiment, {
    nullable: true,
    description:
      "How the highlight's words feel (positive, negative, mixed), read by the built-in AFINN-165 word list; null when none of its words carries a feeling.",
  })
  sentiment(@Parent() highlight: HighlightModel): TagSentiment | null {
    const value = textSentiment(highlight.text).value;
    return value === null ? null : TagSentiment[value];
  }
}
