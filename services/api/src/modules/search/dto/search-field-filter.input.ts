import { Field, Float, ID, InputType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsBoolean, IsEnum, IsNumber, IsOptional, IsString } from 'class-validator';
import { SEARCH_LIMITS } from '../search.limits';
import { SearchFieldFilterType, SearchFieldOperator, SearchPeopleOperator } from './search.enums';

// Shapes only; the id, the type/operator pair, the values and the field's own type are checked by
// parseFieldFilter and the search service with the spec's messages.

@InputType({
  description:
    'A custom-field filter entry (spec 000 §3): the field id, its kind, an operator, and the value the kind takes.',
})
export class SearchFieldFilterInput {
  @Field(() => ID, { description: 'The custom field (UUID).' }) @IsString() id!: string;
  @Field(() => SearchFieldFilterType) @IsEnum(SearchFieldFilterType) type!: SearchFieldFilterType;
  @Field(() => SearchFieldOperator) @IsEnum(SearchFieldOperator) operator!: SearchFieldOperator;
  @Field(() => [String], {
    nullable: true,
    description: 'TEXT: the strings (SELECT: option ids; PERSON: member ids); any one matching is enough.',
  })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  values?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'BOOLEAN: yes or no.' })
  @IsOptional()
  @IsBoolean()
  boolean?: boolean | null;
  @Field(() => Float, { nullable: true, description: 'NUMBER: the number compared with.' })
  @IsOptional()
  @IsNumber()
  number?: number | null;
  @Field(() => String, { nullable: true, description: 'DATE: an ISO 8601 date (its UTC day is matched).' })
  @IsOptional()
  @IsString()
  date?: string | null;
}

@InputType({
  description: 'Notes (and their highlights) linked to people (spec 000 §3: people {CONTAINS, ids}).',
})
export class SearchPeopleFilterInput {
  @Field(() => SearchPeopleOperator, { defaultValue: SearchPeopleOperator.CONTAINS })
  @IsEnum(SearchPeopleOperator)
  operator!: SearchPeopleOperator;
  @Field(() => [ID], { description: 'Person ids.' })
  @IsArray()
  @ArrayMaxSize(SEARCH_LIMITS.maxIds)
  @IsString({ each: true })
  ids!: string[];
}
