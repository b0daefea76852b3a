import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { LargeText } from '../../../graphql/large-text.decorator';
import { TagSentiment } from '../../tags';
import { ChannelDatasetSource } from './channel.enums';

/** One import into a channel: a CSV file, or the records another system sends (spec 000 §2 Channels). */
@ObjectType('ChannelDataset')
export class ChannelDatasetModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) channelId!: string;
  @Field() title!: string;
  @Field(() => ChannelDatasetSource) source!: ChannelDatasetSource;
  @Field() createdAt!: Date;
  @Field(() => Int) datapointCount!: number;
}

/** A group of a channel's data points that say the same thing. */
@ObjectType('ChannelTheme')
export class ChannelThemeModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) channelId!: string;
  @Field() channelTitle!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field(() => Int) datapointCount!: number;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

/** A stream of continuous feedback: app-store reviews, support tickets, chat messages. */
@ObjectType('ChannelTopic', {
  description:
    'A topic follows the data points of its channel whose text matches its query, including those imported later.',
})
export class ChannelTopicModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) channelId!: string;
  @Field() channelTitle!: string;
  @Field() title!: string;
  @Field({
    description:
      'Words a data point must contain, with English stemming: "quoted phrases", `or` between alternatives, -word to leave out.',
  })
  query!: string;
  @Field(() => Int, { description: 'Data points of the channel that match the query now.' })
  datapointCount!: number;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType('Channel')
export class ChannelModel {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
  @Field(() => Int) datapointCount!: number;
  @Field(() => Int) themeCount!: number;
  @Field(() => Int) topicCount!: number;
  @Field(() => [ChannelDatasetModel], { description: 'Newest first.' }) datasets!: ChannelDatasetModel[];
  @Field(() => [ChannelThemeModel], { description: 'Largest first, then by title.' })
  themes!: ChannelThemeModel[];
}

/** One piece of feedback: a review, a ticket, a message. */
@ObjectType('ChannelDatapoint')
export class ChannelDatapointModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) channelId!: string;
  @Field(() => ID) datasetId!: string;
  @Field() datasetTitle!: string;
  @Field() @LargeText() text!: string;
  @Field(() => String, { nullable: true }) author!: string | null;
  @Field(() => Int, { nullable: true }) rating!: number | null;
  @Field(() => TagSentiment, { nullable: true }) sentiment!: TagSentiment | null;
  @Field() occurredAt!: Date;
  @Field() createdAt!: Date;
  @Field(() => [ChannelThemeModel], { description: 'By title.' }) themes!: ChannelThemeModel[];
}

@ObjectType('ChannelDatapointPage')
export class ChannelDatapointPageModel {
  @Field(() => [ChannelDatapointModel]) items!: ChannelDatapointModel[];
  @Field(() => Int, { description: 'Data points that match, over all pages.' }) total!: number;
}

/** Data points of one period (UTC) of a channel's volume chart. */
@ObjectType('ChannelVolumeBucket')
export class ChannelVolumeBucketModel {
  @Field({ description: 'The start of the period, in UTC.' }) start!: Date;
  @Field(() => Int) count!: number;
  @Field(() => Int) positive!: number;
  @Field(() => Int) negative!: number;
  @Field(() => Int) mixed!: number;
}

/** A refused row of an import: it changed nothing. */
@ObjectType('ChannelImportRejection')
export class ChannelImportRejectionModel {
  @Field(() => Int) rowNumber!: number;
  @Field() field!: string;
  @Field() reason!: string;
}

@ObjectType('ChannelImportResult')
export class ChannelImportResultModel {
  @Field(() => ChannelDatasetModel) dataset!: ChannelDatasetModel;
  @Field(() => Int) importedCount!: number;
  @Field(() => [ChannelImportRejectionModel], { description: 'By row number.' })
  rejected!: ChannelImportRejectionModel[];
}
