import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { TagChartItemKind, TagChartMetric, TagChartType } from './tag-chart.enums';

@ObjectType({ description: 'A tag, or a collapsed tag group, with its figures (trash not counted).' })
export class TagChartItem {
  @Field(() => ID) id!: string;
  @Field(() => TagChartItemKind) kind!: TagChartItemKind;
  @Field() title!: string;
  @Field({ description: '#rrggbb' }) color!: string;
  @Field(() => Int) highlightCount!: number;
  @Field(() => Int) noteCount!: number;
  @Field(() => Int, { description: 'Characters of the highlights.' }) textVolume!: number;
  @Field({ description: 'Left out of the chart by the chart options.' }) hidden!: boolean;
}

@ObjectType({ description: 'A tag group of one of the project’s boards, which the chart can collapse.' })
export class TagChartGroup {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field() color!: string;
  @Field() boardTitle!: string;
  @Field() collapsed!: boolean;
}

@ObjectType({ description: "A project's tag chart (spec 000 §3 chart options) with its items." })
export class TagChart {
  @Field(() => ID) projectId!: string;
  @Field(() => TagChartMetric) metric!: TagChartMetric;
  @Field(() => TagChartType) type!: TagChartType;
  @Field(() => [ID]) collapsedGroupIds!: string[];
  @Field(() => [ID]) hiddenItemIds!: string[];
  @Field(() => [TagChartGroup]) groups!: TagChartGroup[];
  @Field(() => [TagChartItem], { description: 'Every item, hidden ones too, largest first by the metric.' })
  items!: TagChartItem[];
}
