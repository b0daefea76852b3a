import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsArray, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { MultiLineText } from '../../../graphql/multi-line-text.decorator';

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
  @Field(() => [ID], { nullable: true }) @IsOptional() @IsArray() @IsString({ each: true }) tagIds?:
    string[] | null;
}
