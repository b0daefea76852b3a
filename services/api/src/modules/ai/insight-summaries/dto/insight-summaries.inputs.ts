import { Field, ID, InputType } from '@nestjs/graphql';
import {
  MAX_CUSTOM_PROMPT_LENGTH,
  MAX_LENGTH,
  SUMMARY_LANGUAGES,
  type SummaryLanguage,
} from '@fieldnote/core';
import { IsEnum, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MultiLineText } from '../../../../graphql/multi-line-text.decorator';
import { SummaryFramework } from '../../dto/ai.enums';

@InputType()
export class GenerateInsightSummaryInput {
  @Field(() => ID) @IsString() insightId!: string;
  @Field(() => SummaryFramework, {
    nullable: true,
    description: "The project's default framework when left out.",
  })
  @IsOptional()
  @IsEnum(SummaryFramework)
  framework?: SummaryFramework | null;
  @Field(() => String, {
    nullable: true,
    description: "The project's default summary language when left out.",
  })
  @IsOptional()
  @IsIn(SUMMARY_LANGUAGES, { message: `Pick a summary language among: ${SUMMARY_LANGUAGES.join(', ')}.` })
  language?: SummaryLanguage | null;
  @Field(() => String, {
    nullable: true,
    description: `The prompt of the CustomPrompt framework, at most ${MAX_CUSTOM_PROMPT_LENGTH} characters.`,
  })
  @IsOptional()
  @MultiLineText()
  @IsString()
  @MaxLength(MAX_CUSTOM_PROMPT_LENGTH, {
    message: `A custom prompt can be at most ${MAX_CUSTOM_PROMPT_LENGTH} characters long.`,
  })
  customPrompt?: string | null;
}

@InputType()
export class UpdateInsightSummaryInput {
  @Field(() => ID) @IsString() insightId!: string;
  @Field({ description: `At most ${MAX_LENGTH.noteSummary} characters (spec 000 §9).` })
  @MultiLineText()
  @IsString()
  @MaxLength(MAX_LENGTH.noteSummary, {
    message: `An insight summary can be at most ${MAX_LENGTH.noteSummary} characters long.`,
  })
  content!: string;
}
