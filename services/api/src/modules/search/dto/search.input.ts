import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  ValidateNested,
} from 'class-validator';
import { MAX_FIELD_FILTERS, SEARCH_LIMITS } from '../search.limits';
import { SearchFilterGroupInput } from './search-filter.input';
import { SearchAggsInput } from './search-aggs.input';
import { SearchFieldFilterInput, SearchPeopleFilterInput } from './search-field-filter.input';
import {
  SearchDateMethod,
  SearchDatePreset,
  SearchGroupFn,
  SearchListOperator,
  SearchLocationOperator,
  SearchMethod,
  SearchObjectType,
  SearchSortBy,
  SearchUserOperator,
  SortDirection,
} from './search.enums';
import { OptionalNested } from '../../../graphql/optional-nested.decorator';

// Shapes only; limits, ids, dates and the query's length and words are checked by parseSearchRequest.

@InputType({ description: 'What to look for (spec 000 §3).' })
export class SearchQueryInput {
  @Field(() => SearchMethod, { defaultValue: SearchMethod.FULL_TEXT })
  @IsEnum(SearchMethod)
  method!: SearchMethod;
  @Field({ description: 'Words, and phrases in double quotes: at most 2,000 characters and 60 words.' })
  @IsString()
  value!: string;
  @Field({ defaultValue: false, description: 'Match titles (and names) only.' })
  @IsBoolean()
  titleOnly!: boolean;
}

@InputType({
  description:
    'In (or not in) projects, folders and channels; a folder includes its sub-folders, a channel its themes and data points.',
})
export class SearchLocationInput {
  @Field(() => SearchLocationOperator) @IsEnum(SearchLocationOperator) operator!: SearchLocationOperator;
  @Field(() => [ID]) @IsArray() @ArrayMaxSize(SEARCH_LIMITS.maxIds) @IsString({ each: true }) ids!: string[];
}

@InputType()
export class SearchUserInput {
  @Field(() => SearchUserOperator) @IsEnum(SearchUserOperator) operator!: SearchUserOperator;
  @Field(() => [ID], { description: 'Member ids.' })
  @IsArray()
  @ArrayMaxSize(SEARCH_LIMITS.maxIds)
  @IsString({ each: true })
  ids!: string[];
  @Field(() => Boolean, { nullable: true, description: 'Only what AI contributed to.' })
  @IsOptional()
  @IsBoolean()
  aiContributed?: boolean | null;
}

@InputType()
export class SearchListFilterInput {
  @Field(() => SearchListOperator) @IsEnum(SearchListOperator) operator!: SearchListOperator;
  @Field(() => [ID], { defaultValue: [] })
  @IsArray()
  @ArrayMaxSize(SEARCH_LIMITS.maxIds)
  @IsString({ each: true })
  ids!: string[];
}

@InputType({ description: 'A preset, or a custom range with from and/or to (ISO 8601).' })
export class SearchDateInput {
  @Field(() => SearchDateMethod, { defaultValue: SearchDateMethod.CREATED })
  @IsEnum(SearchDateMethod)
  method!: SearchDateMethod;
  @Field(() => SearchDatePreset, { nullable: true })
  @IsOptional()
  @IsEnum(SearchDatePreset)
  preset?: SearchDatePreset | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() from?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() to?: string | null;
}

@InputType()
export class SearchSortInput {
  @Field(() => SearchSortBy, { defaultValue: SearchSortBy.RELEVANCE })
  @IsEnum(SearchSortBy)
  by!: SearchSortBy;
  @Field(() => SortDirection, { defaultValue: SortDirection.DESC })
  @IsEnum(SortDirection)
  direction!: SortDirection;
}

@InputType({ description: 'A search request (spec 000 §3, search options).' })
export class SearchInput {
  @Field(() => [SearchObjectType], { nullable: true, description: 'Only these types; all when empty.' })
  @IsOptional()
  @IsArray()
  @IsEnum(SearchObjectType, { each: true })
  types?: SearchObjectType[] | null;
  @OptionalNested(() => SearchQueryInput)
  query?: SearchQueryInput | null;
  @OptionalNested(() => SearchLocationInput)
  location?: SearchLocationInput | null;
  @OptionalNested(() => SearchUserInput)
  user?: SearchUserInput | null;
  @OptionalNested(() => SearchListFilterInput)
  tags?: SearchListFilterInput | null;
  @OptionalNested(() => SearchListFilterInput, {
    description:
      'Channel themes (ids are theme ids): data points by the themes they are in, a theme by itself, a channel by the themes it holds. Other types have no themes.',
  })
  themes?: SearchListFilterInput | null;
  @OptionalNested(() => SearchListFilterInput, {
    description:
      'Channel datasets (ids are dataset ids): data points by the dataset they came in, a theme by its data points’ datasets, a channel by the datasets it holds. Other types have none.',
  })
  datasets?: SearchListFilterInput | null;
  @OptionalNested(() => SearchPeopleFilterInput)
  people?: SearchPeopleFilterInput | null;
  @OptionalNested(() => SearchPeopleFilterInput, {
    description:
      'Segments of people (spec 000 §3: segments {CONTAINS, ids}): people in any of these segments, and the notes (and their highlights) linked to one of them. Ids are segment ids.',
  })
  segments?: SearchPeopleFilterInput | null;
  @Field(() => [SearchFieldFilterInput], {
    nullable: true,
    description:
      'Custom-field filters of notes and insights (a highlight reads its note’s), every one must hold. At most 50.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_FIELD_FILTERS, {
    message: `A search can have at most ${MAX_FIELD_FILTERS} custom-field filters.`,
  })
  @ValidateNested({ each: true })
  @Type(() => SearchFieldFilterInput)
  fields?: SearchFieldFilterInput[] | null;
  @Field(() => [SearchFieldFilterInput], {
    nullable: true,
    description:
      'Filters on custom fields of people (target PERSON), every one must hold. A person matches by its own values; a note or highlight when a person linked to its note does (negative operators and IS_EMPTY: when none does); other types as with fields: only negative operators and IS_EMPTY hold for them. At most 50.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_FIELD_FILTERS, {
    message: `A search can have at most ${MAX_FIELD_FILTERS} custom-field filters.`,
  })
  @ValidateNested({ each: true })
  @Type(() => SearchFieldFilterInput)
  personFields?: SearchFieldFilterInput[] | null;
  @Field(() => [SearchFieldFilterInput], {
    nullable: true,
    description:
      'Filters on custom fields of notes (target NOTE) read from the note an object comes from: a note’s own values, a highlight’s note’s. Only notes and highlights match, whatever the operator. Every one must hold. At most 50.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_FIELD_FILTERS, {
    message: `A search can have at most ${MAX_FIELD_FILTERS} custom-field filters.`,
  })
  @ValidateNested({ each: true })
  @Type(() => SearchFieldFilterInput)
  notesFromFields?: SearchFieldFilterInput[] | null;
  @OptionalNested(() => SearchListFilterInput, {
    description:
      'Notes and highlights by the people linked to their note: CONTAINS (any of them), IS_NOT_ONE_OF (none), IS_ALL_OF, IS_NOT_ALL_OF, IS_EMPTY (no people), IS_NOT_EMPTY; ALL filters nothing. Only notes and highlights match.',
  })
  notesFromPeople?: SearchListFilterInput | null;
  @OptionalNested(() => SearchDateInput)
  date?: SearchDateInput | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Insights published (true) or not (false); null: either.',
  })
  @IsOptional()
  @IsBoolean()
  published?: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description:
      'Items of archived projects: false (default) leaves them out, true shows only them, null both.',
  })
  @IsOptional()
  @IsBoolean()
  archived?: boolean | null;
  @OptionalNested(() => SearchSortInput)
  sort?: SearchSortInput | null;
  @OptionalNested(() => SearchFilterGroupInput)
  filter?: SearchFilterGroupInput | null;
  @OptionalNested(() => SearchAggsInput)
  aggs?: SearchAggsInput | null;
  @Field(() => SearchGroupFn, {
    nullable: true,
    description: 'The value of each aggregation bucket; COUNT when left out.',
  })
  @IsOptional()
  @IsEnum(SearchGroupFn)
  groupFn?: SearchGroupFn | null;
  @Field(() => ID, {
    nullable: true,
    description:
      'The NUMBER or NPS custom field groupFn reads (MAX, MIN, AVG, SUM, NPS and CSAT need one; COUNT and PERCENT then count the matches with a value of it).',
  })
  @IsOptional()
  @IsString()
  groupFnField?: string | null;
  @Field(() => Int, { defaultValue: 20, description: 'An integer from 0 to 1000.' }) @IsInt() limit!: number;
  @Field(() => Int, { defaultValue: 0 }) @IsInt() offset!: number;
}
