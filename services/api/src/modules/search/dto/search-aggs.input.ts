import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsArray, IsBoolean, IsEnum, IsInt, IsOptional, IsString } from 'class-validator';
import { SearchAggField, SearchDateInterval, SearchDateMethod, SearchLocationAggType } from './search.enums';
import { OptionalNested } from '../../../graphql/optional-nested.decorator';

// Shapes only; ranges (topK, periods) and ids are checked by parseSearchAggs with the spec's messages.

@InputType({ description: 'A date histogram of the matches.' })
export class SearchDateAggInput {
  @Field(() => SearchDateMethod, { defaultValue: SearchDateMethod.CREATED })
  @IsEnum(SearchDateMethod)
  method!: SearchDateMethod;
  @Field(() => SearchDateInterval, { nullable: true, description: 'Bucket size; month when left out.' })
  @IsOptional()
  @IsEnum(SearchDateInterval)
  interval?: SearchDateInterval | null;
}

@InputType({ description: 'The projects, folders or channels with the most matches.' })
export class SearchLocationAggInput {
  @Field(() => SearchLocationAggType) @IsEnum(SearchLocationAggType) type!: SearchLocationAggType;
  @Field(() => Int, { nullable: true, description: 'How many buckets, 1 to 100; 10 when left out.' })
  @IsOptional()
  @IsInt()
  topK?: number | null;
}

@InputType({ description: 'The values of a field with the most matches.' })
export class SearchFieldAggInput {
  @Field(() => SearchAggField) @IsEnum(SearchAggField) type!: SearchAggField;
  @Field(() => [ID], {
    nullable: true,
    description: 'Only these values (tag or member ids); all when left out or empty.',
  })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  ids?: string[] | null;
  @Field(() => Int, { nullable: true, description: 'How many buckets, 1 to 100; 10 when left out.' })
  @IsOptional()
  @IsInt()
  topK?: number | null;
}

@InputType({
  description:
    'The matches of the last period and of the periods before it, each as long as lastPeriod, newest first.',
})
export class SearchPeriodAggInput {
  @Field(() => SearchDateMethod, { defaultValue: SearchDateMethod.CREATED })
  @IsEnum(SearchDateMethod)
  method!: SearchDateMethod;
  @Field(() => SearchDateInterval, {
    nullable: true,
    description: 'The length of a period, ending now; month when left out.',
  })
  @IsOptional()
  @IsEnum(SearchDateInterval)
  lastPeriod?: SearchDateInterval | null;
  @Field(() => Int, { defaultValue: 2, description: 'How many periods, 1 to 5 (spec 000 §5).' })
  @IsInt()
  periods!: number;
}

@InputType({
  description:
    'Segments of a score field over the matches: NPS (Detractor, Passive, Promoter) or CSAT (Dissatisfied, Neutral, Satisfied), with the score.',
})
export class SearchSegmentsAggInput {
  @Field(() => ID, { description: 'The NPS or NUMBER custom field holding the scores.' })
  @IsString()
  field!: string;
}

@InputType({ description: 'The channel themes with the most matches (spec 000 §3: theme, optional topK).' })
export class SearchThemeAggInput {
  @Field(() => Int, { nullable: true, description: 'How many buckets, 1 to 100; 10 when left out.' })
  @IsOptional()
  @IsInt()
  topK?: number | null;
}

@InputType({ description: 'Aggregations of the matches (spec 000 §3); each one asked for is answered.' })
export class SearchAggsInput {
  @OptionalNested(() => SearchDateAggInput)
  date?: SearchDateAggInput | null;
  @OptionalNested(() => SearchLocationAggInput)
  location?: SearchLocationAggInput | null;
  @OptionalNested(() => SearchFieldAggInput)
  field?: SearchFieldAggInput | null;
  @OptionalNested(() => SearchThemeAggInput)
  theme?: SearchThemeAggInput | null;
  @OptionalNested(() => SearchPeriodAggInput)
  period?: SearchPeriodAggInput | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Matches by sentiment (positive, negative, mixed; spec 000 §3): of their tags, or a data point’s own.',
  })
  @IsOptional()
  @IsBoolean()
  sentiment?: boolean | null;
  @OptionalNested(() => SearchSegmentsAggInput)
  npsSegments?: SearchSegmentsAggInput | null;
  @OptionalNested(() => SearchSegmentsAggInput)
  csatSegments?: SearchSegmentsAggInput | null;
}
