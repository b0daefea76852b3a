import { Field, ID, InputType } from '@nestjs/graphql';
import { MAX_SUGGESTED_TAGS } from '@fieldnote/core';
import { ArrayMaxSize, IsArray, IsEnum, IsOptional, IsString } from 'class-validator';
import { AiAutoFeature, AiAutoFeatureMode, SuggestedHighlightReview } from './suggestions.enums';

@InputType()
export class UpdateAiAutoFeatureInput {
  @Field(() => ID, { nullable: true, description: 'A project; left out: the workspace (managers only).' })
  @IsOptional()
  @IsString()
  projectId?: string | null;
  @Field(() => AiAutoFeature) @IsEnum(AiAutoFeature) feature!: AiAutoFeature;
  @Field(() => AiAutoFeatureMode, {
    nullable: true,
    description: "On, Suggest or Off; null (projects only): follow the workspace's choice.",
  })
  @IsOptional()
  @IsEnum(AiAutoFeatureMode)
  mode?: AiAutoFeatureMode | null;
}

@InputType()
export class ReviewHighlightSuggestionInput {
  @Field(() => ID) @IsString() suggestionId!: string;
  @Field(() => SuggestedHighlightReview) @IsEnum(SuggestedHighlightReview) review!: SuggestedHighlightReview;
  @Field(() => [ID], {
    nullable: true,
    description: `Accepted only: the tags to put on the highlight (at most ${MAX_SUGGESTED_TAGS}); left out: the suggested tags.`,
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SUGGESTED_TAGS, {
    message: `Put at most ${MAX_SUGGESTED_TAGS} tags on a suggested highlight.`,
  })
  @IsString({ each: true })
  tagIds?: string[] | null;
}
