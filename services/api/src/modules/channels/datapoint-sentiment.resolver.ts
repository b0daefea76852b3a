import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { textSentiment } from '../ai';
import { TagSentiment } from '../tags';
import { ChannelDatapointModel } from './dto/channel.model';

/**
 * The SENTIMENT data point kind read from a data point's words (issue 34): the built-in AFINN-165
 * lexicon, beside the sentiment the data point was given or has from its rating (which filters and
 * charts use). Computed on read: cheap, and never stale.
 */
@Resolver(() => ChannelDatapointModel)
export class DatapointSentimentResolver {
  @ResolveField(() => TagSentiment, {
    nullable: true,
    description:
      'How the data point’s words feel, read by the built-in AFINN-165 word list; null when none of its words carries a feeling.',
  })
  textSentiment(@Parent() datapoint: ChannelDatapointModel): TagSentiment | null {
    const value = textSentiment(datapoint.text).value;
    return value === null ? null : TagSentiment[value];
  }
}
