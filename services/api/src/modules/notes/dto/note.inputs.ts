import { Field, ID, InputType } from '@nestjs/graphql';
import { MAX_LENGTH } from '@fieldnote/core';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MultiLineText } from '../../../graphql/multi-line-text.decorator';
import { NOTE_MESSAGES } from '../note.errors';

/** Note bodies are capped by the JSON body limit; spec 000 §9 gives 5 MB for a document update. */
export const MAX_NOTE_CONTENT = 5 * 1024 * 1024;

@InputType()
export class CreateNoteInput {
  @Field(() => ID) @IsString() projectId!: string;
  @Field()
  @IsString()
  @MaxLength(MAX_LENGTH.noteTitle, { message: NOTE_MESSAGES.titleTooLong })
  title!: string;
  @Field({ defaultValue: '' }) @MultiLineText() @IsString() @MaxLength(MAX_NOTE_CONTENT) content!: string;
}

/** Renames a note (title) and/or replaces its text (content). */
@InputType()
export class UpdateNoteInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LENGTH.noteTitle, { message: NOTE_MESSAGES.titleTooLong })
  title?: string | null;
  @Field(() => String, { nullable: true })
  @MultiLineText()
  @IsOptional()
  @IsString()
  @MaxLength(MAX_NOTE_CONTENT)
  content?: string | null;
}

@InputType()
export class MoveNoteInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => ID, { description: 'The project the note moves to.' }) @IsString() projectId!: string;
}
