import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Highlight } from '@fieldnote/db';
import { LargeText } from '../../../graphql/large-text.decorator';
import { TagModel } from '../../tags/dto/tag.model';

/** An excerpt of a note (spec 000 §3) with its tags; offsets index the note's plain text. */
@ObjectType('Highlight')
export class HighlightModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) noteId!: string;
  @Field({ description: 'The title of the note it comes from.' }) noteTitle!: string;
  @Field() @LargeText() text!: string;
  @Field(() => Int) startOffset!: number;
  @Field(() => Int) endOffset!: number;
  @Field(() => [TagModel]) tags!: TagModel[];
  @Field(() => ID) createdBy!: string;
  @Field() createdAt!: Date;

  static from(h: Highlight, tags: TagModel[], noteTitle: string): HighlightModel {
    return Object.assign(new HighlightModel(), {
      id: h.id,
      noteId: h.noteId,
      noteTitle,
      text: h.text,
      startOffset: h.startOffset,
      endOffset: h.endOffset,
      tags,
      createdBy: h.createdBy,
      createdAt: h.createdAt,
    });
  }
}
