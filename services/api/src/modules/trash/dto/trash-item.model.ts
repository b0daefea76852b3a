import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

/** What a trash entry is. */
export enum TrashItemKind {
  PROJECT = 'PROJECT',
  NOTE = 'NOTE',
  INSIGHT = 'INSIGHT',
}
registerEnumType(TrashItemKind, { name: 'TrashItemKind', description: 'What a trash entry is.' });

/** Who put something in the trash. */
@ObjectType('TrashDeleter')
export class TrashDeleterModel {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true, description: 'Null when the member no longer exists.' })
  name!: string | null;
}

/** A deleted project, note or insight, restorable until deleted forever. */
@ObjectType('TrashItem')
export class TrashItemModel {
  @Field(() => ID) id!: string;
  @Field(() => TrashItemKind) kind!: TrashItemKind;
  @Field() title!: string;
  @Field(() => ID, { description: 'The project itself, or the project the note or insight belongs to.' })
  projectId!: string;
  @Field() projectTitle!: string;
  @Field() deletedAt!: Date;
  @Field(() => TrashDeleterModel, { nullable: true }) deletedBy!: TrashDeleterModel | null;
}
