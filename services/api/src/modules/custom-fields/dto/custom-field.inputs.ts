import { Field, ID, InputType } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEnum,
  IsOptional,
  IsString,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';
import { MultiLineText } from '../../../graphql/multi-line-text.decorator';
import { CustomFieldTarget, CustomFieldType, NumberFormat } from './custom-field-enums';

// Lengths, counts and formats are checked by the services with the spec's messages, not here.

@InputType()
export class SelectOptionInput {
  @Field() @IsString() label!: string;
  @Field(() => String, { nullable: true, description: "3- or 6-digit hex, with or without '#'." })
  @IsOptional()
  @IsString()
  color?: string | null;
}

@InputType()
export class CreateCustomFieldInput {
  @Field(() => CustomFieldTarget) @IsEnum(CustomFieldTarget) target!: CustomFieldTarget;
  @Field(() => ID, {
    nullable: true,
    description: 'The project of a project field; omit for a workspace field.',
  })
  @IsOptional()
  @IsString()
  projectId?: string | null;
  @Field() @IsString() label!: string;
  @Field(() => CustomFieldType) @IsEnum(CustomFieldType) type!: CustomFieldType;
  @Field(() => NumberFormat, { nullable: true })
  @IsOptional()
  @IsEnum(NumberFormat)
  numberFormat?: NumberFormat | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() currencySymbol?: string | null;
  @Field(() => [SelectOptionInput], { nullable: true })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => SelectOptionInput)
  options?: SelectOptionInput[] | null;
  @Field(() => String, {
    nullable: true,
    description: 'Option labels separated by semicolons (spec 000 §5).',
  })
  @IsOptional()
  @IsString()
  optionsImport?: string | null;
}

/** Fields left out stay as they are. */
@InputType()
export class UpdateCustomFieldInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() label?: string | null;
  @Field(() => NumberFormat, { nullable: true })
  @IsOptional()
  @IsEnum(NumberFormat)
  numberFormat?: NumberFormat | null;
  @Field(() => String, { nullable: true, description: 'Empty text clears it.' })
  @IsOptional()
  @IsString()
  currencySymbol?: string | null;
}

@InputType()
export class ChangeCustomFieldTypeInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => CustomFieldType) @IsEnum(CustomFieldType) type!: CustomFieldType;
  @Field(() => NumberFormat, { nullable: true })
  @IsOptional()
  @IsEnum(NumberFormat)
  numberFormat?: NumberFormat | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() currencySymbol?: string | null;
}

@InputType()
export class AddCustomFieldOptionsInput {
  @Field(() => ID) @IsString() fieldId!: string;
  @Field(() => [SelectOptionInput], { nullable: true })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => SelectOptionInput)
  options?: SelectOptionInput[] | null;
  @Field(() => String, {
    nullable: true,
    description: 'Option labels separated by semicolons (spec 000 §5).',
  })
  @IsOptional()
  @IsString()
  optionsImport?: string | null;
}

@InputType()
export class UpdateCustomFieldOptionInput {
  @Field(() => ID) @IsString() fieldId!: string;
  @Field(() => ID) @IsString() optionId!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() label?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() color?: string | null;
}

@InputType()
export class SetCustomFieldValueInput {
  @Field(() => ID) @IsString() fieldId!: string;
  @Field(() => CustomFieldTarget) @IsEnum(CustomFieldTarget) target!: CustomFieldTarget;
  @Field(() => ID, { description: 'The note or insight.' }) @IsString() objectId!: string;
  @Field(() => String, { nullable: true, description: 'Every type but BOOLEAN and SELECT.' })
  @MultiLineText()
  @IsOptional()
  @IsString()
  text?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'BOOLEAN.' }) @IsOptional() @IsBoolean() boolean?:
    boolean | null;
  @Field(() => [ID], { nullable: true, description: 'SELECT: the chosen option ids.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  optionIds?: string[] | null;
}
