import { Field, ID, InputType } from '@nestjs/graphql';
import { MAX_REEL_CLIPS, MAX_REEL_TITLE_LENGTH } from '@fieldnote/core';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { REEL_MESSAGES } from '../reels.errors';

/** A new reel on an insight: its clips picked, or else every audio/video highlight the insight cites. */
@InputType()
export class CreateReelInput {
  @Field(() => ID) @IsString() insightId!: string;
  @Field(() => String, { nullable: true, description: "Empty: 'Untitled reel'." })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_REEL_TITLE_LENGTH, { message: REEL_MESSAGES.titleTooLong })
  title?: string | null;
  @Field(() => [ID], {
    nullable: true,
    description:
      "The clips in playing order (highlight ids); omitted: the insight's audio/video highlight cards.",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_REEL_CLIPS, { message: REEL_MESSAGES.tooManyClips })
  @IsString({ each: true })
  highlightIds?: string[] | null;
}

/** A reel renamed, or its clips replaced in a new order (reorder, add, remove in one change). */
@InputType()
export class UpdateReelInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_REEL_TITLE_LENGTH, { message: REEL_MESSAGES.titleTooLong })
  title?: string | null;
  @Field(() => [ID], { nullable: true, description: 'The clips in their new playing order.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_REEL_CLIPS, { message: REEL_MESSAGES.tooManyClips })
  @IsString({ each: true })
  highlightIds?: string[] | null;
}
