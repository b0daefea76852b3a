import { Field, ID, InputType } from '@nestjs/graphql';
import { IsArray, IsEnum, IsOptional, IsString } from 'class-validator';
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
  @IsString({ each: true })
  collapsedGroupIds?: string[] | null;
  @Field(() => [ID], { nullable: true, description: 'Tags or groups left out of the chart.' })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  hiddenItemIds?: string[] | null;
}
