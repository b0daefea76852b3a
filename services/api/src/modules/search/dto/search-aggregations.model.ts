import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'One bucket of an aggregation.' })
export class SearchAggBucket {
  @Field({
    description:
      'What the bucket stands for: an ISO-8601 start (dates), an id (projects, folders, tags, members), true/false (published) or a type.',
  })
  key!: string;
  @Field({ description: 'A name to show: a title, a member name, a date or a type.' }) label!: string;
  @Field(() => String, { nullable: true, description: 'Tags: their colour.' }) color!: string | null;
  @Field(() => Int, { description: 'How many matches fall in the bucket.' }) count!: number;
  @Field(() => Float, {
    nullable: true,
    description:
      'The value of the request’s groupFn (COUNT when none); null when the function has no values to read (MAX, MIN, AVG, NPS or CSAT of an empty bucket). Segments: the percentage of the scores in the segment.',
  })
  value!: number | null;
}

@ObjectType({ description: 'The matches of one period of a period comparison.' })
export class SearchPeriodBucket {
  @Field(() => Int, { description: '0 is the last period (ending now), 1 the one before, and so on.' })
  index!: number;
  @Field() from!: Date;
  @Field() to!: Date;
  @Field(() => Int) count!: number;
  @Field(() => Float, { nullable: true }) value!: number | null;
}

@ObjectType({ description: 'The segments of a score field over the matches, and the score.' })
export class SearchSegments {
  @Field(() => [SearchAggBucket], {
    description:
      'NPS: Detractor (0–6), Passive (7–8), Promoter (9–10); CSAT: Dissatisfied (1–2), Neutral (3), Satisfied (4–5). Count: matches with a score in the segment; value: their percentage of all scores.',
  })
  buckets!: SearchAggBucket[];
  @Field(() => Float, {
    nullable: true,
    description: 'NPS: % promoters − % detractors (−100 to 100); CSAT: % satisfied. Null with no scores.',
  })
  score!: number | null;
  @Field(() => Int, { description: 'How many matches have a score.' }) responses!: number;
}

@ObjectType({ description: 'The aggregations the request asked for, over all its matches (not one page).' })
export class SearchAggregations {
  @Field(() => [SearchAggBucket], { nullable: true, description: 'Oldest first, empty buckets included.' })
  date!: SearchAggBucket[] | null;
  @Field(() => [SearchAggBucket], { nullable: true, description: 'Most matches first.' })
  location!: SearchAggBucket[] | null;
  @Field(() => [SearchAggBucket], { nullable: true, description: 'Most matches first.' })
  field!: SearchAggBucket[] | null;
  @Field(() => [SearchAggBucket], {
    nullable: true,
    description: 'Channel themes, most matches first: a data point counts in each of its themes.',
  })
  theme!: SearchAggBucket[] | null;
  @Field(() => [SearchPeriodBucket], { nullable: true, description: 'Newest first.' })
  period!: SearchPeriodBucket[] | null;
  @Field(() => [SearchAggBucket], {
    nullable: true,
    description:
      'positive, negative, mixed: the matches with a tag of that sentiment, and data points of that sentiment.',
  })
  sentiment!: SearchAggBucket[] | null;
  @Field(() => SearchSegments, { nullable: true }) npsSegments!: SearchSegments | null;
  @Field(() => SearchSegments, { nullable: true }) csatSegments!: SearchSegments | null;
}
