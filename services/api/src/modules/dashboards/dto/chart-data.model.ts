import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { SearchAggBucket, SearchPeriodBucket } from '../../search';

/**
 * What a chart draws: its search's one aggregation, flattened, so a dashboard of many charts is
 * one cheap query (the full SearchResult of each chart is on Chart.result).
 */
@ObjectType('ChartData')
export class ChartDataModel {
  @Field(() => Int, { description: 'Every match of the chart’s search.' }) total!: number;
  @Field(() => [SearchAggBucket], {
    description:
      'LINE, BAR and PIE: the buckets of its date, location, field, sentiment or segments aggregation.',
  })
  buckets!: SearchAggBucket[];
  @Field(() => [SearchPeriodBucket], { description: 'CALLOUT: the periods, newest first.' })
  periods!: SearchPeriodBucket[];
  @Field(() => Float, {
    nullable: true,
    description: 'Segments charts: the NPS or CSAT score (null with no scores, or for other charts).',
  })
  score!: number | null;
  @Field(() => Int, { nullable: true, description: 'Segments charts: how many matches have a score.' })
  responses!: number | null;
}
