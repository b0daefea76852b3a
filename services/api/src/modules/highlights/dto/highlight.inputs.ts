import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { MAX_TAGS_PER_HIGHLIGHT } from '@fieldnote/core';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { highlightErrors } from '../highlight-errors';
import { MultiLineText } from '../../../graphql/multi-line-text.decorator';
import { MAX_ANCHOR_LENGTH } from '../../collaboration';

// Text length, offsets against the note and the tag count are checked by HighlightsService.

@InputType()
export class CreateHighlightInput {
  @Field(() => ID) @IsString() noteId!: string;
  @Field(() => Int, { description: "Start offset in the note's plain text (inclusive)." })
  @IsInt()
  @Min(0)
  startOffset!: number;
  @Field(() => Int, { description: "End offset in the note's plain text (exclusive)." })
  @IsInt()
  @Min(0)
  endOffset!: number;
  @Field({ description: 'The quoted text: must be the note text between the offsets.' })
  @MultiLineText()
  @IsString()
  text!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "Instead of the offsets, as the editor sends them: base64 Yjs relative positions of the selection's start and end in the note's document. The text is then the note's text between them.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_ANCHOR_LENGTH)
  startAnchor?: string | null;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_ANCHOR_LENGTH)
  endAnchor?: string | null;
  @Field(() => [ID], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_TAGS_PER_HIGHLIGHT, { message: highlightErrors.tooManyTags().message })
  @IsString({ each: true })
  tagIds?: string[] | null;
}
