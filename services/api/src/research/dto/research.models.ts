import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { toShortId } from '@fieldnote/core';
import type { Highlight, Insight, Tag } from '@fieldnote/db';
import { LargeText } from '../../graphql/large-text.decorator';

@ObjectType('Tag')
export class TagModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) projectId!: string;
  @Field() title!: string;
  @Field() color!: string;
  @Field(() => Int) highlightCount!: number;

  static from(t: Tag, highlightCount: number): TagModel {
    return Object.assign(new TagModel(), {
      id: t.id,
      projectId: t.projectId,
      title: t.title,
      color: t.color,
      highlightCount,
    });
  }
}

@ObjectType('Highlight')
export class HighlightModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) noteId!: string;
  @Field() @LargeText() text!: string;
  @Field(() => Int) startOffset!: number;
  @Field(() => Int) endOffset!: number;
  @Field(() => [TagModel]) tags!: TagModel[];
  @Field() createdAt!: Date;

  static from(h: Highlight, tags: TagModel[]): HighlightModel {
    return Object.assign(new HighlightModel(), {
      id: h.id,
      noteId: h.noteId,
      text: h.text,
      startOffset: h.startOffset,
      endOffset: h.endOffset,
      tags,
      createdAt: h.createdAt,
    });
  }
}

@ObjectType('Insight')
export class InsightModel {
  @Field(() => ID) id!: string;
  @Field() shortId!: string;
  @Field(() => ID) projectId!: string;
  @Field() title!: string;
  @Field() @LargeText() content!: string;
  @Field() published!: boolean;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field() createdAt!: Date;

  static from(i: Insight): InsightModel {
    return Object.assign(new InsightModel(), {
      id: i.id,
      shortId: toShortId(i.id),
      projectId: i.projectId,
      title: i.title,
      content: i.content,
      published: i.published,
      publishedAt: i.publishedAt,
      createdAt: i.createdAt,
    });
  }
}
