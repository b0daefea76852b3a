import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Tag } from '@fieldnote/db';
import { TagSentiment } from './tag-sentiment.enum';

/** A tag as members see it; `projectId` is null for a workspace tag. */
@ObjectType('Tag')
export class TagModel {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true, description: 'Null for a workspace tag.' }) projectId!: string | null;
  @Field() title!: string;
  @Field() color!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => TagSentiment, { nullable: true }) sentiment!: TagSentiment | null;
  @Field(() => Int, { description: 'How many highlights carry this tag, counted when asked.' })
  highlightCount!: number;

  static from(t: Tag, highlightCount: number): TagModel {
    return Object.assign(new TagModel(), {
      id: t.id,
      projectId: t.projectId,
      title: t.title,
      color: t.color,
      description: t.description,
      sentiment: t.sentiment === null ? null : TagSentiment[t.sentiment],
      highlightCount,
    });
  }
}
