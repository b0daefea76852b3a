import { Field, ID, ObjectType } from '@nestjs/graphql';
import { toShortId } from '@fieldnote/core';
import type { Insight } from '@fieldnote/db';
import { LargeText } from '../../graphql/large-text.decorator';

// Tags and highlights live in their own modules; re-exported for the readers here.
export { HighlightModel } from '../../modules/highlights/dto/highlight.model';
export { TagModel } from '../../modules/tags/dto/tag.model';

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
