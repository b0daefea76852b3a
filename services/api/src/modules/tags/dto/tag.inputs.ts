import { Field, ID, InputType } from '@nestjs/graphql';
import { IsEnum, IsOptional, IsString } from 'class-validator';
import { MultiLineText } from '../../../graphql/multi-line-text.decorator';
import { TagSentiment } from './tag-sentiment.enum';

// Lengths and formats are checked by TagsService with the spec's messages, not here.

@InputType()
export class CreateTagInput {
  @Field(() => ID, { nullable: true, description: 'The project of a project tag; omit for a workspace tag.' })
  @IsOptional()
  @IsString()
  projectId?: string | null;
  @Field() @IsString() title!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() color?: string | null;
  @Field(() => String, { nullable: true })
  @MultiLineText()
  @IsOptional()
  @IsString()
  description?: string | null;
  @Field(() => TagSentiment, { nullable: true })
  @IsOptional()
  @IsEnum(TagSentiment)
  sentiment?: TagSentiment | null;
}

/** Fields left out stay as they are; `description` or `sentiment` set to null clears it. */
@InputType()
export class UpdateTagInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() title?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() color?: string | null;
  @Field(() => String, { nullable: true })
  @MultiLineText()
  @IsOptional()
  @IsString()
  description?: string | null;
  @Field(() => TagSentiment, { nullable: true })
  @IsOptional()
  @IsEnum(TagSentiment)
  sentiment?: TagSentiment | null;
}
