import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { toShortId } from '@fieldnote/core';
import type { NoteStatsBatch } from '../note-stats';
import type { ListedNote } from '../notes.service';
import { LargeText } from '../../../graphql/large-text.decorator';

/** A tag used on a note, with how many of the note's highlights carry it. */
@ObjectType('NoteTagCount')
export class NoteTagCountModel {
  @Field(() => ID) tagId!: string;
  @Field() title!: string;
  @Field() color!: string;
  @Field(() => Int) count!: number;
}

@ObjectType('Note')
export class NoteModel {
  @Field(() => ID) id!: string;
  @Field() shortId!: string;
  @Field(() => ID) projectId!: string;
  @Field() title!: string;
  @Field({
    description: 'Plain text: the blocks of the document joined by newlines; highlight offsets count in it.',
  })
  @LargeText()
  content!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The rich document as ProseMirror JSON (serialised), kept current by the collaborative editor; null until first opened in it.',
  })
  @LargeText()
  contentJson!: string | null;
  @Field(() => ID) createdBy!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
  /** Shared by the rows of one list so their counts load in one go, and only if asked for (NoteStatsResolver). */
  statsBatch?: NoteStatsBatch;

  /** From the entity, or from a list's row that left the text out (both text fields read as empty). */
  static from(n: ListedNote): NoteModel {
    return Object.assign(new NoteModel(), {
      id: n.id,
      shortId: toShortId(n.id),
      projectId: n.projectId,
      title: n.title,
      content: n.content ?? '',
      contentJson: n.contentJson ? JSON.stringify(n.contentJson) : null,
      createdBy: n.createdBy,
      createdAt: n.createdAt,
      updatedAt: n.updatedAt,
    });
  }
}
