import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

/** What a recent item on /home is. */
export enum RecentItemKind {
  PROJECT = 'PROJECT',
  NOTE = 'NOTE',
  INSIGHT = 'INSIGHT',
}
registerEnumType(RecentItemKind, { name: 'RecentItemKind', description: 'What a recent item on /home is.' });

/** A project, note or insight that changed recently. */
@ObjectType('RecentItem')
export class RecentItemModel {
  @Field(() => ID) id!: string;
  @Field(() => RecentItemKind) kind!: RecentItemKind;
  @Field() title!: string;
  @Field(() => ID, { description: 'The project itself, or the project the note or insight belongs to.' })
  projectId!: string;
  @Field() projectTitle!: string;
  @Field() updatedAt!: Date;
  @Field({ description: 'Whether the member asking created it.' }) createdByYou!: boolean;
}

/** A published insight on /home, with its project. */
@ObjectType('PublishedInsight')
export class PublishedInsightModel {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field(() => ID) projectId!: string;
  @Field() projectTitle!: string;
  @Field() publishedAt!: Date;
}

/** What /home shows. */
@ObjectType('Home')
export class HomeModel {
  @Field(() => [RecentItemModel], { description: 'Newest change first.' }) recent!: RecentItemModel[];
  @Field(() => [PublishedInsightModel], { description: 'Newest publication first (spec 001 default home).' })
  publishedInsights!: PublishedInsightModel[];
}
