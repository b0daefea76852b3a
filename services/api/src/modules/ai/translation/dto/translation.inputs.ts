import { Field, ID, InputType } from '@nestjs/graphql';
import { SUMMARY_LANGUAGES, type SummaryLanguage } from '@fieldnote/core';
import { IsIn, IsOptional, IsString } from 'class-validator';

const LANGUAGE_MESSAGE = `Pick a language among: ${SUMMARY_LANGUAGES.join(', ')}.`;

@InputType({ description: "A note's translation into another of the summary languages." })
export class TranslateNoteInput {
  @Field(() => ID) @IsString() noteId!: string;
  @Field(() => String, { description: 'The language to translate into (one of the summary languages).' })
  @IsIn(SUMMARY_LANGUAGES, { message: LANGUAGE_MESSAGE })
  targetLanguage!: SummaryLanguage;
  @Field(() => String, {
    nullable: true,
    description: "The note's language; the project's summary language when left out.",
  })
  @IsOptional()
  @IsIn(SUMMARY_LANGUAGES, { message: LANGUAGE_MESSAGE })
  sourceLanguage?: SummaryLanguage | null;
}
