import { Field, ID, ObjectType } from '@nestjs/graphql';
import { toShortId } from '@fieldnote/core';
import type { Note } from '@fieldnote/db';
import { LargeText } from '../../../graphql/large-text.decorator';

@ObjectType('Note')
export class NoteModel {
  @Field(() => ID) id!: string;
  @Field() shortId!: string;
  @Field(() => ID) projectId!: string;
  @Field() title!: string;
  @Field() @LargeText() content!: string;
  @Field(() => ID) createdBy!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;

  static from(n: Note): NoteModel {
    return Object.assign(new NoteModel(), {
      id: n.id,
      shortId: toShortId(n.id),
      projectId: n.projectId,
      title: n.title,
      content: n.content,
      createdBy: n.createdBy,
      createdAt: n.createdAt,
      updatedAt: n.updatedAt,
    });
  }
}
