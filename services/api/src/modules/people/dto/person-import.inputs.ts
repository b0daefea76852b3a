import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { MAX_IMPORT_ROWS } from '../person-import.limits';

/** One row of a CSV file, already mapped to person fields by the member. */
@InputType()
export class PersonImportRowInput {
  @Field(() => Int, { description: 'The row number in the file, echoed in the report.' })
  @IsInt()
  @Min(1)
  rowNumber!: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() name?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() email?: string | null;
}

@InputType()
export class ImportPeopleInput {
  @Field(() => [PersonImportRowInput], { description: `At most ${MAX_IMPORT_ROWS} rows a call.` })
  @IsArray()
  @ArrayMaxSize(MAX_IMPORT_ROWS, { message: `An import takes at most ${MAX_IMPORT_ROWS} rows at a time.` })
  @ValidateNested({ each: true })
  @Type(() => PersonImportRowInput)
  rows!: PersonImportRowInput[];
}

/** A row the import refused, and why; it changed nothing. */
@ObjectType('PersonImportRejection')
export class PersonImportRejectionModel {
  @Field(() => Int) rowNumber!: number;
  @Field({ description: 'The field at fault: name or email.' }) field!: string;
  @Field() reason!: string;
}

@ObjectType('PersonImportResult')
export class PersonImportResultModel {
  @Field(() => Int) importedCount!: number;
  @Field(() => [PersonImportRejectionModel]) rejected!: PersonImportRejectionModel[];
}
