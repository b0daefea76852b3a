import { Field, ID, InputType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsEnum, IsOptional, IsString } from 'class-validator';
import { MAX_TAG_CHART_IDS, tagChartErrors } from '../tag-chart.errors';
import { TagChartMetric, TagChartType } from './tag-chart.enums';

/** Fields left out stay as they are. Ids are checked by the service (UUIDs of the project's own). */
@InputType()
export class UpdateTagChartInput {
  @Field(() => ID) @IsString() projectId!: string;
  @Field(() => TagChartMetric, { nullable: true })
  @IsOptional()
  @IsEnum(TagChartMetric)
  metric?: TagChartMetric | null;
  @Field(() => TagChartType, { nullable: true })
  @IsOptional()
  @IsEnum(TagChartType)
  type?: TagChartType | null;
  @Field(() => [ID], { nullable: true, description: 'Tag groups drawn as one item.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_TAG_CHART_IDS, {
    message: tagChartErrors.tooMany('collapsedGroupIds', MAX_TAG_CHART_IDS).message,
  })
  @IsString({ each: true })
  collapsedGroupIds?: string[] | null;
  @Field(() => [ID], { nullable: true, description: 'Tags or groups left out of the chart.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_TAG_CHART_IDS, {
    message: tagChartErrors.tooMany('hiddenItemIds', MAX_TAG_CHART_IDS).message,
  })
  @IsString({ each: true })
  hiddenItemIds?: string[] | null;
}
