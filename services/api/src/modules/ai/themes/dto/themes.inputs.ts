import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { MAX_LENGTH, MAX_TAG_DESCRIPTION_LENGTH } from '@fieldnote/core';
import {
  ArrayMaxSize,
  IsInt,
  Min,
  ArrayMinSize,
  IsArray,
  IsEnum,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { MAX_THEME_INPUTS, ThemeAmount, ThemeStrictness } from '../clustering-rules';

@InputType({ description: 'Groups the highlights of one project or of one tag into named themes.' })
export class HighlightThemesInput {
  @Field(() => ID, { nullable: true, description: 'The project whose highlights to group.' })
  @IsOptional()
  @IsString()
  projectId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Or the tag whose highlights to group.' })
  @IsOptional()
  @IsString()
  tagId?: string | null;
  @Field(() => ThemeAmount, { defaultValue: ThemeAmount.STANDARD })
  @IsEnum(ThemeAmount)
  amount!: ThemeAmount;
  @Field(() => ThemeStrictness, { defaultValue: ThemeStrictness.STANDARD })
  @IsEnum(ThemeStrictness)
  strictness!: ThemeStrictness;
}

@InputType({ description: 'A project or a tag whose theme jobs to read.' })
export class ThemeScopeInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() projectId?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() tagId?: string | null;
  @Field(() => ID, { nullable: true, description: "A channel's theme suggestion jobs." })
  @IsOptional()
  @IsString()
  channelId?: string | null;
}

@InputType({
  description:
    'A theme accepted as a tag: the tag is created and put on the theme’s highlights, all in one step.',
})
export class AcceptThemeInput {
  @Field(() => ID, {
    nullable: true,
    description:
      'Make it a tag of this project (every highlight must be in it); without one, a workspace tag.',
  })
  @IsOptional()
  @IsString()
  projectId?: string | null;
  @Field({ description: `The tag's title (the theme's name), at most ${MAX_LENGTH.tagTitle} characters.` })
  @IsString()
  @MaxLength(MAX_LENGTH.tagTitle)
  title!: string;
  @Field(() => String, { nullable: true, description: 'The tag’s description (the theme’s one line).' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_TAG_DESCRIPTION_LENGTH)
  description?: string | null;
  @Field(() => [ID], { description: `The theme's highlights, 1 to ${MAX_THEME_INPUTS}.` })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_THEME_INPUTS)
  @IsString({ each: true })
  highlightIds!: string[];
  @Field(() => ID, {
    nullable: true,
    description: 'The theme run (its AI activity id) the theme came from, kept with the acceptance.',
  })
  @IsOptional()
  @IsString()
  aiActivityId?: string | null;
}

@InputType({
  description:
    'A theme of a completed theme job of a project, drafted as an unpublished, AI-generated insight (the insights auto feature).',
})
export class DraftThemeInsightInput {
  @Field(() => ID, { description: 'The completed theme job.' })
  @IsString()
  themeJobId!: string;
  @Field(() => Int, { description: 'The theme’s position among the job’s themes, from 0.' })
  @IsInt()
  @Min(0)
  themeIndex!: number;
}
