import { ArgsType, Field, ID, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { SortDirection } from '../../search';

/** The columns the people list sorts by. */
export enum PersonSortField {
  NAME = 'NAME',
  EMAIL = 'EMAIL',
  NOTE_COUNT = 'NOTE_COUNT',
  HIGHLIGHT_COUNT = 'HIGHLIGHT_COUNT',
  CREATED_AT = 'CREATED_AT',
  UPDATED_AT = 'UPDATED_AT',
}
registerEnumType(PersonSortField, { name: 'PersonSortField' });

/** The text columns a people filter row applies to. */
export enum PersonFilterField {
  NAME = 'NAME',
  EMAIL = 'EMAIL',
}
registerEnumType(PersonFilterField, { name: 'PersonFilterField' });

/** Spec 000 §3 filter operators that apply to text. */
export enum PersonFilterOperator {
  CONTAINS = 'CONTAINS',
  DOES_NOT_CONTAIN = 'DOES_NOT_CONTAIN',
  IS = 'IS',
  IS_NOT = 'IS_NOT',
  IS_EMPTY = 'IS_EMPTY',
  IS_NOT_EMPTY = 'IS_NOT_EMPTY',
}
registerEnumType(PersonFilterOperator, { name: 'PersonFilterOperator' });

@InputType()
export class PersonFilterInput {
  @Field(() => PersonFilterField) @IsEnum(PersonFilterField) field!: PersonFilterField;
  @Field(() => PersonFilterOperator) @IsEnum(PersonFilterOperator) operator!: PersonFilterOperator;
  @Field(() => String, { nullable: true, description: 'Ignored by IS_EMPTY and IS_NOT_EMPTY.' })
  @IsOptional()
  @IsString()
  value?: string | null;
}

/** Rows per page at most (spec 001 §9 batch size 1000, as the notes list). */
export const MAX_PEOPLE_PAGE = 1000;
/** Filter rows at most in one list request. */
export const MAX_PEOPLE_FILTERS = 20;

@ArgsType()
export class PersonListArgs {
  @Field(() => Int, { defaultValue: 0 })
  @IsInt()
  @Min(0, { message: 'offset must be 0 or more.' })
  offset = 0;

  @Field(() => Int, { defaultValue: 100, description: `Rows to return, 0 to ${MAX_PEOPLE_PAGE}.` })
  @IsInt()
  @Min(0, { message: `limit must be between 0 and ${MAX_PEOPLE_PAGE}.` })
  @Max(MAX_PEOPLE_PAGE, { message: `limit must be between 0 and ${MAX_PEOPLE_PAGE}.` })
  limit = 100;

  @Field(() => PersonSortField, { defaultValue: PersonSortField.NAME })
  @IsEnum(PersonSortField)
  sortBy = PersonSortField.NAME;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  @IsEnum(SortDirection)
  sortDirection = SortDirection.ASC;

  @Field(() => String, { nullable: true, description: 'Quick search: name or e-mail contains this text.' })
  @IsOptional()
  @IsString()
  query?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only the people in this segment.' })
  @IsOptional()
  @IsString()
  segmentId?: string | null;

  @Field(() => [PersonFilterInput], { nullable: true, description: 'Rows combined with And.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_PEOPLE_FILTERS, {
    message: `A people list takes at most ${MAX_PEOPLE_FILTERS} filter rows.`,
  })
  @ValidateNested({ each: true })
  @Type(() => PersonFilterInput)
  filters?: PersonFilterInput[] | null;
}
