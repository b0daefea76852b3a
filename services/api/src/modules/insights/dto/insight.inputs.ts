import { Field, ID, InputType } from '@nestjs/graphql';
import { MAX_LENGTH } from '@fieldnote/core';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MultiLineText } from '../../../graphql/multi-line-text.decorator';
import { INSIGHT_MESSAGES } from '../insight.errors';

/** Spec 000 §9 gives 5 MB for a document update. */
export const MAX_INSIGHT_DOCUMENT = 5 * 1024 * 1024;

@InputType()
export class CreateInsightInput {
  @Field(() => ID) @IsString() projectId!: string;
  @Field({ defaultValue: '', description: "Empty: 'Untitled insight'." })
  @IsString()
  @MaxLength(MAX_LENGTH.insightTitle, { message: INSIGHT_MESSAGES.titleTooLong })
  title!: string;
  @Field(() => String, { nullable: true, description: 'The first document, as serialised ProseMirror JSON.' })
  @MultiLineText()
  @IsOptional()
  @IsString()
  @MaxLength(MAX_INSIGHT_DOCUMENT)
  contentJson?: string | null;
}

/** Renames an insight and/or replaces its document; a locked insight refuses both. */
@InputType()
export class UpdateInsightInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.insightTitle, { message: INSIGHT_MESSAGES.titleTooLong })
  title?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The whole document as serialised ProseMirror JSON. Live editing goes through the collaboration socket; this replaces the document at once.',
  })
  @MultiLineText()
  @IsOptional()
  @IsString()
  @MaxLength(MAX_INSIGHT_DOCUMENT)
  contentJson?: string | null;
}
