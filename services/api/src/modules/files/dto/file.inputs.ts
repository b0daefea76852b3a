import { Field, ID, InputType } from '@nestjs/graphql';
import { MAX_TRANSCRIPT_BYTES } from '@fieldnote/core';
import { IsString, MaxLength } from 'class-validator';
import { MultiLineText } from '../../../graphql/multi-line-text.decorator';

/** A WebVTT or SRT transcript for an audio or video file; replaces the one it had. */
@InputType()
export class ImportTranscriptInput {
  @Field(() => ID) @IsString() fileId!: string;
  @Field({ description: 'The text of a WebVTT or SRT file.' })
  @MultiLineText()
  @IsString()
  @MaxLength(MAX_TRANSCRIPT_BYTES, { message: `A transcript file can be at most 5 MB.` })
  content!: string;
}
