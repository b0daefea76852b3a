import { Field, ID, InputType } from '@nestjs/graphql';
import { MAX_LENGTH } from '@fieldnote/core';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MultiLineText } from '../../graphql/multi-line-text.decorator';

/** Note bodies are capped by the JSON body limit; spec 000 §9 gives 5 MB for a document update. */
export const MAX_NOTE_CONTENT = 5 * 1024 * 1024;

@InputType()
export class CreateProjectInput {
  @Field() @IsString() @MaxLength(MAX_LENGTH.projectTitle) title!: string;
  @Field(() => String, { nullable: true })
  @MultiLineText()
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.projectSummary)
  summary?: string | null;
}

@InputType()
export class CreateNoteInput {
  @Field(() => ID) @IsString() projectId!: string;
  @Field() @IsString() @MaxLength(MAX_LENGTH.noteTitle) title!: string;
  @Field({ defaultValue: '' }) @MultiLineText() @IsString() @MaxLength(MAX_NOTE_CONTENT) content!: string;
}

@InputType()
export class UpdateNoteInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(MAX_LENGTH.noteTitle) title?:
    string | null;
  @Field(() => String, { nullable: true })
  @MultiLineText()
  @IsOptional()
  @IsString()
  @MaxLength(MAX_NOTE_CONTENT)
  content?: string | null;
}
