import { Field, ID, InputType } from '@nestjs/graphql';
import { MAX_ASK_QUESTION_LENGTH } from '@fieldnote/core';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalNested } from '../../../../graphql/optional-nested.decorator';
import { SearchInput } from '../../../search';

@InputType({
  description:
    'A question over the research data the asker can read: the whole workspace, or one project, one folder or one note, narrowed by a search’s filters.',
})
export class AskInput {
  @Field({ description: `The question, at most ${MAX_ASK_QUESTION_LENGTH} characters.` })
  @IsString()
  @MaxLength(MAX_ASK_QUESTION_LENGTH)
  question!: string;
  @Field(() => ID, { nullable: true, description: 'Only this project.' })
  @IsOptional()
  @IsString()
  projectId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only the projects of this folder (and its subfolders).' })
  @IsOptional()
  @IsString()
  folderId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this note (and its highlights).' })
  @IsOptional()
  @IsString()
  noteId?: string | null;
  @OptionalNested(() => SearchInput, {
    description:
      'A search’s filters (location, people, tags, dates, fields…) narrowing what is read; its query, paging, sort and aggregations are not used: the question is the query.',
  })
  filters?: SearchInput | null;
}
