import { Field, ID, InputType } from '@nestjs/graphql';
import {
  MAX_CUSTOM_PROMPT_LENGTH,
  MAX_LENGTH,
  SUMMARY_LANGUAGES,
  type SummaryLanguage,
} from '@fieldnote/core';
import { IsBoolean, IsEnum, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MultiLineText } from '../../../graphql/multi-line-text.decorator';
import { SummaryFramework } from './ai.enums';

const LANGUAGE_MESSAGE = `Pick a summary language among: ${SUMMARY_LANGUAGES.join(', ')}.`;

@InputType()
export class UpdateAiSettingsInput {
  @Field({ description: 'Generative AI for the whole workspace: off removes every AI entry point.' })
  @IsBoolean()
  generativeAiEnabled!: boolean;
}

@InputType()
export class UpdateProjectAiDefaultsInput {
  @Field(() => ID) @IsString() projectId!: string;
  @Field(() => SummaryFramework) @IsEnum(SummaryFramework) defaultFramework!: SummaryFramework;
  @Field(() => String, { description: `ISO 639-1: ${SUMMARY_LANGUAGES.join(', ')}.` })
  @IsIn(SUMMARY_LANGUAGES, { message: LANGUAGE_MESSAGE })
  defaultSummaryLanguage!: SummaryLanguage;
}

/** What a summary is asked for with, a note's or an insight's: framework, language, custom prompt. */
@InputType({ isAbstract: true })
export abstract class SummaryRequestFields {
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
  @IsIn(SUMMARY_LANGUAGES, { message: LANGUAGE_MESSAGE })
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
export class GenerateNoteSummaryInput extends SummaryRequestFields {
  @Field(() => ID) @IsString() noteId!: string;
}

@InputType()
export class UpdateNoteSummaryInput {
  @Field(() => ID) @IsString() noteId!: string;
  @Field({ description: `At most ${MAX_LENGTH.noteSummary} characters (spec 000 §9).` })
  @MultiLineText()
  @IsString()
  @MaxLength(MAX_LENGTH.noteSummary, {
    message: `A note summary can be at most ${MAX_LENGTH.noteSummary} characters long.`,
  })
  content!: string;
}
