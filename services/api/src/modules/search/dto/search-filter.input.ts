import { Field, InputType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsEnum, IsOptional, ValidateNested } from 'class-validator';
import { MAX_FILTER_CLAUSES } from '../search.limits';
import { SearchDateInput, SearchListFilterInput, SearchLocationInput, SearchUserInput } from './search.input';
import { SearchListOperator, SearchObjectType } from './search.enums';
import { SearchFieldFilterInput, SearchPeopleFilterInput } from './search-field-filter.input';
import { OptionalNested } from '../../../graphql/optional-nested.decorator';

/** How the clauses of a filter group combine (spec 000 §3 filter form: And/Or). */
export enum SearchCombinator {
  AND = 'AND',
  OR = 'OR',
}
registerEnumType(SearchCombinator, {
  name: 'SearchCombinator',
  description: 'AND: every clause must hold; OR: at least one must.',
});

@InputType({ description: 'The object types a clause keeps (CONTAINS) or leaves out (IS_NOT_ONE_OF).' })
export class SearchTypeFilterInput {
  @Field(() => SearchListOperator, { description: 'CONTAINS or IS_NOT_ONE_OF.' })
  @IsEnum(SearchListOperator)
  operator!: SearchListOperator;
  @Field(() => [SearchObjectType])
  @IsArray()
  @IsEnum(SearchObjectType, { each: true })
  types!: SearchObjectType[];
}

/**
 * One row of the filter form, compiled: exactly one condition, in the shapes of the top-level
 * search options (spec 000 §3), so a row means what the same top-level option means.
 */
@InputType({ description: 'One condition of a filter group: set exactly one of its fields.' })
export class SearchFilterClauseInput {
  @OptionalNested(() => SearchTypeFilterInput)
  types?: SearchTypeFilterInput | null;
  @OptionalNested(() => SearchLocationInput)
  location?: SearchLocationInput | null;
  @OptionalNested(() => SearchUserInput)
  user?: SearchUserInput | null;
  @OptionalNested(() => SearchListFilterInput)
  tags?: SearchListFilterInput | null;
  @OptionalNested(() => SearchListFilterInput, { description: 'Channel themes (as themes).' })
  themes?: SearchListFilterInput | null;
  @OptionalNested(() => SearchListFilterInput, { description: 'Channel datasets (as datasets).' })
  datasets?: SearchListFilterInput | null;
  @OptionalNested(() => SearchDateInput)
  date?: SearchDateInput | null;
  @OptionalNested(() => SearchPeopleFilterInput)
  people?: SearchPeopleFilterInput | null;
  @OptionalNested(() => SearchPeopleFilterInput, { description: 'Segments of people; ids are segment ids.' })
  segments?: SearchPeopleFilterInput | null;
  @OptionalNested(() => SearchFieldFilterInput, { description: 'A custom-field filter entry.' })
  field?: SearchFieldFilterInput | null;
  @OptionalNested(() => SearchFieldFilterInput, {
    description: 'A filter entry on a custom field of people (as personFields).',
  })
  personField?: SearchFieldFilterInput | null;
  @OptionalNested(() => SearchFieldFilterInput, {
    description: 'A filter entry on a custom field of the note an object comes from (as notesFromFields).',
  })
  notesFromField?: SearchFieldFilterInput | null;
  @OptionalNested(() => SearchListFilterInput, {
    description: 'Notes and highlights by the people linked to their note (as notesFromPeople).',
  })
  notesFromPeople?: SearchListFilterInput | null;
  @Field(() => Boolean, { nullable: true, description: 'Insights published (true) or drafts (false).' })
  @IsOptional()
  @IsBoolean()
  published?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Items of archived projects (true) or live ones.' })
  @IsOptional()
  @IsBoolean()
  archived?: boolean | null;
}

@InputType({
  description:
    'Filter-form rows combined with AND or OR (spec 000 §3), applied on top of the other search options. At most 50 clauses.',
})
export class SearchFilterGroupInput {
  @Field(() => SearchCombinator) @IsEnum(SearchCombinator) combinator!: SearchCombinator;
  @Field(() => [SearchFilterClauseInput])
  @IsArray()
  @ArrayMaxSize(MAX_FILTER_CLAUSES, { message: `A filter can have at most ${MAX_FILTER_CLAUSES} rows.` })
  @ValidateNested({ each: true })
  @Type(() => SearchFilterClauseInput)
  clauses!: SearchFilterClauseInput[];
}
