import { Field, GraphQLISODateTime, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDate,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  ValidateNested,
} from 'class-validator';
import { MultiLineText } from '../../../graphql/multi-line-text.decorator';
import { SortDirection } from '../../search';
import { TagSentiment } from '../../tags';
import { ChannelDatasetSource, ChannelVolumeInterval } from './channel.enums';
import { MAX_CHANNEL_BATCH } from '../channel.limits';

// Lengths, ranges and formats are checked by the channel services with their messages, not here.

@InputType()
export class CreateChannelInput {
  @Field({ description: 'At most 200 characters; unique in the workspace, ignoring case.' })
  @IsString()
  title!: string;
  @Field(() => String, { nullable: true, description: 'At most 1000 characters.' })
  @MultiLineText()
  @IsOptional()
  @IsString()
  description?: string | null;
}

/** Fields left out (or null) stay as they are; an empty description clears it. */
@InputType()
export class UpdateChannelInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() title?: string | null;
  @Field(() => String, { nullable: true })
  @MultiLineText()
  @IsOptional()
  @IsString()
  description?: string | null;
}

@InputType()
export class CreateChannelThemeInput {
  @Field(() => ID) @IsString() channelId!: string;
  @Field({ description: 'At most 200 characters; unique in the channel, ignoring case.' })
  @IsString()
  title!: string;
  @Field(() => String, { nullable: true, description: 'At most 1000 characters.' })
  @MultiLineText()
  @IsOptional()
  @IsString()
  description?: string | null;
}

/** Fields left out (or null) stay as they are; an empty description clears it. */
@InputType()
export class UpdateChannelThemeInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() title?: string | null;
  @Field(() => String, { nullable: true })
  @MultiLineText()
  @IsOptional()
  @IsString()
  description?: string | null;
}

@InputType()
export class CreateChannelTopicInput {
  @Field(() => ID) @IsString() channelId!: string;
  @Field({ description: 'At most 200 characters; unique in the channel, ignoring case.' })
  @IsString()
  title!: string;
  @Field({
    description:
      'The words its data points contain (at most 2000 characters and 60 words): "quoted phrases", `or`, -word.',
  })
  @IsString()
  query!: string;
}

/** Fields left out (or null) stay as they are. */
@InputType()
export class UpdateChannelTopicInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() title?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() query?: string | null;
}

@InputType()
export class ChannelThemeDatapointsInput {
  @Field(() => ID) @IsString() themeId!: string;
  @Field(() => [ID], { description: "1 to 1000 data points, all of the theme's channel." })
  @IsArray()
  @ArrayMaxSize(MAX_CHANNEL_BATCH)
  @IsString({ each: true })
  datapointIds!: string[];
}

/** One row of an import (a CSV line mapped in the browser, or a record sent by another system). */
@InputType()
export class ChannelDatapointRowInput {
  @Field(() => Int, { description: 'Where the row came from, to name it in the rejection report.' })
  @IsInt()
  rowNumber!: number;
  @Field({ description: 'At most 10299 characters once trimmed; not empty.' })
  @MultiLineText()
  @IsString()
  text!: string;
  @Field(() => String, { nullable: true, description: 'At most 300 characters; empty means none.' })
  @IsOptional()
  @IsString()
  author?: string | null;
  @Field(() => Int, { nullable: true, description: 'A star rating from 1 to 5.' })
  @IsOptional()
  @IsInt()
  rating?: number | null;
  @Field(() => TagSentiment, {
    nullable: true,
    description: 'When left out, derived from the rating (1–2 negative, 3 mixed, 4–5 positive).',
  })
  @IsOptional()
  @IsEnum(TagSentiment)
  sentiment?: TagSentiment | null;
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When it was written; now when left out. At most one day ahead of now.',
  })
  @IsOptional()
  @IsDate()
  occurredAt?: Date | null;
}

@InputType()
export class ImportChannelDatapointsInput {
  @Field(() => ID) @IsString() channelId!: string;
  @Field(() => ID, { nullable: true, description: 'An existing dataset of this channel to add the rows to.' })
  @IsOptional()
  @IsString()
  datasetId?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The title of a new dataset (at most 200 characters); required without datasetId.',
  })
  @IsOptional()
  @IsString()
  datasetTitle?: string | null;
  @Field(() => ChannelDatasetSource, { nullable: true, description: 'Of a new dataset; CSV when left out.' })
  @IsOptional()
  @IsEnum(ChannelDatasetSource)
  source?: ChannelDatasetSource | null;
  @Field(() => [ChannelDatapointRowInput], { description: '1 to 1000 rows.' })
  @IsArray()
  @ArrayMaxSize(MAX_CHANNEL_BATCH)
  @ValidateNested({ each: true })
  @Type(() => ChannelDatapointRowInput)
  rows!: ChannelDatapointRowInput[];
}

@InputType()
export class ChannelDatapointsInput {
  @Field(() => ID) @IsString() channelId!: string;
  @Field(() => ID, { nullable: true, description: 'Only data points in this theme.' })
  @IsOptional()
  @IsString()
  themeId?: string | null;
  @Field(() => ID, { nullable: true, description: "Only data points matching this topic's query." })
  @IsOptional()
  @IsString()
  topicId?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Only data points matching these words as a topic query would (to preview a topic before saving it).',
  })
  @IsOptional()
  @IsString()
  matching?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only data points of this dataset.' })
  @IsOptional()
  @IsString()
  datasetId?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Only data points in no theme.' })
  @IsOptional()
  @IsBoolean()
  unthemed?: boolean | null;
  @Field(() => TagSentiment, { nullable: true })
  @IsOptional()
  @IsEnum(TagSentiment)
  sentiment?: TagSentiment | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Occurred at or after this moment.' })
  @IsOptional()
  @IsDate()
  from?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Occurred at or before this moment.' })
  @IsOptional()
  @IsDate()
  to?: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'Text or author contains this, ignoring case (at most 2000 characters).',
  })
  @IsOptional()
  @IsString()
  contains?: string | null;
  @Field(() => SortDirection, {
    nullable: true,
    defaultValue: SortDirection.DESC,
    description: 'By occurredAt.',
  })
  @IsOptional()
  @IsEnum(SortDirection)
  direction?: SortDirection | null;
  @Field(() => Int, { nullable: true, defaultValue: 50, description: '1 to 200.' })
  @IsOptional()
  @IsInt()
  limit?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0 })
  @IsOptional()
  @IsInt()
  offset?: number | null;
}

@InputType()
export class ChannelVolumeInput {
  @Field(() => ID) @IsString() channelId!: string;
  @Field(() => ID, { nullable: true, description: 'Only data points in this theme.' })
  @IsOptional()
  @IsString()
  themeId?: string | null;
  @Field(() => ID, { nullable: true, description: "Only data points matching this topic's query." })
  @IsOptional()
  @IsString()
  topicId?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) @IsOptional() @IsDate() from?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) @IsOptional() @IsDate() to?: Date | null;
  @Field(() => ChannelVolumeInterval, { nullable: true, defaultValue: ChannelVolumeInterval.WEEK })
  @IsOptional()
  @IsEnum(ChannelVolumeInterval)
  interval?: ChannelVolumeInterval | null;
}
