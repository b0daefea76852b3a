import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { SavedFeed } from '@fieldnote/db';

/** A member's saved search (spec 000 §2 saved feeds); only its owner sees it. */
@ObjectType('SavedFeed')
export class SavedFeedModel {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field({
    description:
      "The search page's parameters, as an address query: query, resultType, projectIds, sort, method, filter.",
  })
  search!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;

  static from(feed: SavedFeed): SavedFeedModel {
    return Object.assign(new SavedFeedModel(), {
      id: feed.id,
      title: feed.title,
      search: feed.search,
      createdAt: feed.createdAt,
      updatedAt: feed.updatedAt,
    });
  }
}
