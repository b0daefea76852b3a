import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { toShortId } from '@fieldnote/core';
import type { TagBoard, TagGroup } from '@fieldnote/db';
import { TagModel } from '../../tags';

/** A column of a tag board with its tags in rank order. */
@ObjectType('TagGroup')
export class TagGroupModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) boardId!: string;
  @Field() title!: string;
  @Field({ description: '#rrggbb' }) color!: string;
  @Field(() => Float, { description: 'Ordering key: groups list by rank, left to right.' }) rank!: number;
  @Field(() => [TagModel], { description: 'The tags in this group, in rank order.' }) tags!: TagModel[];

  static from(g: TagGroup, tags: TagModel[]): TagGroupModel {
    return Object.assign(new TagGroupModel(), {
      id: g.id,
      boardId: g.boardId,
      title: g.title,
      color: g.color,
      rank: g.rank,
      tags,
    });
  }
}

/**
 * A board of a project (spec 000 §3: tag groups and tag boards). Its `groups` and `ungroupedTags`
 * are resolved only when asked, so listing boards stays cheap.
 */
@ObjectType('TagBoard')
export class TagBoardModel {
  @Field(() => ID) id!: string;
  @Field({ description: 'The short base62 form of the id used in paths (spec 000 §2).' }) shortId!: string;
  @Field(() => ID) projectId!: string;
  @Field() title!: string;
  @Field(() => Float) rank!: number;
  @Field(() => Int, { description: 'How many tag groups the board has.' }) groupCount!: number;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;

  static from(b: TagBoard, groupCount: number): TagBoardModel {
    return Object.assign(new TagBoardModel(), {
      id: b.id,
      shortId: toShortId(b.id),
      projectId: b.projectId,
      title: b.title,
      rank: b.rank,
      groupCount,
      createdAt: b.createdAt,
      updatedAt: b.updatedAt,
    });
  }
}
