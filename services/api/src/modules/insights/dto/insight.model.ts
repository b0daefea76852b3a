import { Field, ID, ObjectType } from '@nestjs/graphql';
import { toShortId } from '@fieldnote/core';
import type { Insight } from '@fieldnote/db';
import { LargeText } from '../../../graphql/large-text.decorator';

/** An insight as members see it. */
@ObjectType('Insight')
export class InsightModel {
  @Field(() => ID) id!: string;
  @Field() shortId!: string;
  @Field(() => ID) projectId!: string;
  @Field() title!: string;
  @Field({ description: 'Plain text of the document, for search and export.' }) @LargeText() content!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The document as ProseMirror JSON (serialised), null before anything was written.',
  })
  @LargeText()
  contentJson!: string | null;
  @Field() published!: boolean;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field({ description: 'A locked insight refuses title and content changes until unlocked.' })
  locked!: boolean;
  @Field(() => Date, { nullable: true }) lockedAt!: Date | null;
  @Field(() => ID, { nullable: true }) lockedBy!: string | null;
  @Field(() => ID) createdBy!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;

  static from(i: Insight): InsightModel {
    return Object.assign(new InsightModel(), {
      id: i.id,
      shortId: toShortId(i.id),
      projectId: i.projectId,
      title: i.title,
      content: i.content,
      contentJson: i.contentJson ? JSON.stringify(i.contentJson) : null,
      published: i.published,
      publishedAt: i.publishedAt,
      locked: i.lockedAt !== null,
      lockedAt: i.lockedAt,
      lockedBy: i.lockedBy,
      createdBy: i.createdBy,
      createdAt: i.createdAt,
      updatedAt: i.updatedAt,
    });
  }
}
