import { Field, ID, InputType } from '@nestjs/graphql';
import { TRANSCRIPTION_LANGUAGES } from '@fieldnote/core';
import { IsEnum, IsIn, IsOptional, IsString } from 'class-validator';
import { TranscriptionProvider } from './transcription.enums';

const LANGUAGE_MESSAGE = `Pick a transcription language among: ${TRANSCRIPTION_LANGUAGES.join(', ')}.`;
const LANGUAGE_DESCRIPTION = 'auto-identify, or an ISO 639-1 code (transcriptionLanguages lists them).';

@InputType()
export class StartTranscriptionInput {
  @Field(() => ID) @IsString() fileId!: string;
  @Field(() => String, {
    nullable: true,
    description: `${LANGUAGE_DESCRIPTION} The project's (else the workspace's) default when left out.`,
  })
  @IsOptional()
  @IsIn(TRANSCRIPTION_LANGUAGES, { message: LANGUAGE_MESSAGE })
  language?: string | null;
}

@InputType()
export class UpdateTranscriptionSettingsInput {
  @Field(() => String, { description: LANGUAGE_DESCRIPTION })
  @IsIn(TRANSCRIPTION_LANGUAGES, { message: LANGUAGE_MESSAGE })
  defaultLanguage!: string;
  @Field(() => TranscriptionProvider, {
    nullable: true,
    description: 'Changing it needs the plan to allow choosing the transcription provider.',
  })
  @IsOptional()
  @IsEnum(TranscriptionProvider)
  provider?: TranscriptionProvider | null;
}

@InputType()
export class UpdateProjectTranscriptionSettingsInput {
  @Field(() => ID) @IsString() projectId!: string;
  @Field(() => String, {
    nullable: true,
    description: `${LANGUAGE_DESCRIPTION} Null: follow the workspace's default.`,
  })
  @IsOptional()
  @IsIn(TRANSCRIPTION_LANGUAGES, { message: LANGUAGE_MESSAGE })
  language?: string | null;
}
