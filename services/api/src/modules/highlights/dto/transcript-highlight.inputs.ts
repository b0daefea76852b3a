import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { MAX_TAGS_PER_HIGHLIGHT } from '@fieldnote/core';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { highlightErrors } from '../highlight-errors';

/** A stretch of a media file's transcript to highlight; its text is the lines spoken in it. */
@InputType()
export class CreateTranscriptHighlightInput {
  @Field(() => ID) @IsString() fileId!: string;
  @Field(() => Int, { description: 'Start of the stretch, in milliseconds from the start of the media.' })
  @IsInt()
  @Min(0)
  startMs!: number;
  @Field(() => Int, { description: 'End of the stretch (after startMs), in milliseconds.' })
  @IsInt()
  @Min(0)
  endMs!: number;
  @Field(() => [ID], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_TAGS_PER_HIGHLIGHT, { message: highlightErrors.tooManyTags().message })
  @IsString({ each: true })
  tagIds?: string[] | null;
}
