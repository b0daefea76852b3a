import { Field, ID, InputType } from '@nestjs/graphql';
import { MAX_LENGTH } from '@fieldnote/core';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MultiLineText } from '../../../graphql/multi-line-text.decorator';
import { PROJECT_MESSAGES } from '../project.errors';

@InputType()
export class CreateProjectInput {
  @Field()
  @IsString()
  @MaxLength(MAX_LENGTH.projectTitle, { message: PROJECT_MESSAGES.titleTooLong })
  title!: string;

  @Field(() => String, { nullable: true })
  @MultiLineText()
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.projectSummary, { message: PROJECT_MESSAGES.summaryTooLong })
  summary?: string | null;
}

/** Fields left out (or null) stay as they are; an empty summary, icon or color clears it. */
@InputType()
export class UpdateProjectInput {
  @Field(() => ID) @IsString() id!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.projectTitle, { message: PROJECT_MESSAGES.titleTooLong })
  title?: string | null;

  @Field(() => String, { nullable: true })
  @MultiLineText()
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.projectSummary, { message: PROJECT_MESSAGES.summaryTooLong })
  summary?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.projectIcon, { message: PROJECT_MESSAGES.iconTooLong })
  icon?: string | null;

  @Field(() => String, { nullable: true, description: '#rrggbb' })
  @IsOptional()
  @IsString()
  color?: string | null;
}

/** Places a project right after another one (afterId), or first when afterId is left out. */
@InputType()
export class MoveProjectInput {
  @Field(() => ID) @IsString() id!: string;

  @Field(() => ID, { nullable: true, description: 'The project it follows; null puts it first.' })
  @IsOptional()
  @IsString()
  afterId?: string | null;
}
