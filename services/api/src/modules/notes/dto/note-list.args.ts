import { ArgsType, Field, ID, Int, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsInt, IsString, Max, Min } from 'class-validator';

/** The orders a project's notes list can be read in; each is backed by an index. */
export enum NoteOrderBy {
  CREATED_AT_DESC = 'CREATED_AT_DESC',
  UPDATED_AT_DESC = 'UPDATED_AT_DESC',
  TITLE_ASC = 'TITLE_ASC',
}
registerEnumType(NoteOrderBy, { name: 'NoteOrderBy', description: 'How a project’s notes are ordered.' });

/** Rows per page at most: the spec's cap on listed results (§5 search request limit). */
export const MAX_NOTES_PAGE = 1000;

@ArgsType()
export class NoteListArgs {
  @Field(() => ID) @IsString() projectId!: string;

  @Field(() => Int, { defaultValue: 0, description: 'Rows to skip.' })
  @IsInt()
  @Min(0, { message: 'offset must be 0 or more.' })
  offset = 0;

  @Field(() => Int, { defaultValue: MAX_NOTES_PAGE, description: `Rows to return, 0 to ${MAX_NOTES_PAGE}.` })
  @IsInt()
  @Min(0, { message: `limit must be between 0 and ${MAX_NOTES_PAGE}.` })
  @Max(MAX_NOTES_PAGE, { message: `limit must be between 0 and ${MAX_NOTES_PAGE}.` })
  limit = MAX_NOTES_PAGE;

  @Field(() => NoteOrderBy, { defaultValue: NoteOrderBy.CREATED_AT_DESC })
  @IsEnum(NoteOrderBy)
  orderBy = NoteOrderBy.CREATED_AT_DESC;
}
