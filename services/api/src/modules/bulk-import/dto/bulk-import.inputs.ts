import { Field, GraphQLISODateTime, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDate,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  ValidateNested,
} from 'class-validator';
import { MAX_IMPORT_COLUMNS } from '../bulk-import.limits';
import { BulkImportColumnTarget, BulkImportProcessedInto, QuestionType } from './bulk-import.enums';

/** What one column of the file becomes; columns not listed are not imported. */
@InputType()
export class BulkImportColumnInput {
  @Field(() => Int, { description: "The column's place in the file, 0 for the first." })
  @IsInt()
  column!: number;
  @Field(() => BulkImportColumnTarget) @IsEnum(BulkImportColumnTarget) target!: BulkImportColumnTarget;
  @Field(() => ID, { nullable: true, description: 'FIELD: the note custom field the column fills.' })
  @IsOptional()
  @IsString()
  fieldId?: string | null;
  @Field(() => QuestionType, {
    nullable: true,
    description: "QUESTION: the question's type (FREE_TEXT by default); its text is the column's heading.",
  })
  @IsOptional()
  @IsEnum(QuestionType)
  questionType?: QuestionType | null;
}

@InputType()
export class StartBulkImportInput {
  @Field(() => ID, { description: 'The import POST /bulk-imports answered.' }) @IsString() id!: string;
  @Field(() => BulkImportProcessedInto)
  @IsEnum(BulkImportProcessedInto)
  processedInto!: BulkImportProcessedInto;
  @Field(() => [BulkImportColumnInput])
  @IsArray()
  @ArrayMaxSize(MAX_IMPORT_COLUMNS)
  @ValidateNested({ each: true })
  @Type(() => BulkImportColumnInput)
  columns!: BulkImportColumnInput[];
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Rows dated before this are refused.' })
  @IsOptional()
  @IsDate()
  minDate?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Rows dated after this are refused.' })
  @IsOptional()
  @IsDate()
  maxDate?: Date | null;
}
