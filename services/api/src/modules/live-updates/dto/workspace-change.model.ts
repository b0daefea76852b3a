import { Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * Something changed in the workspace: which kind of thing, what happened to it and where. Only ids:
 * a client that cares reads the thing itself through the queries, which check access as always.
 */
@ObjectType('WorkspaceChange')
export class WorkspaceChangeModel {
  @Field({ description: 'What kind of thing changed: project, note, highlight, tag, insight, file, …' })
  kind!: string;

  @Field({ description: 'What happened to it: created, updated, trashed, deleted, merged, …' })
  action!: string;

  @Field(() => ID, { nullable: true, description: 'The id of the thing, when the change is about one.' })
  id!: string | null;

  @Field(() => ID, { nullable: true, description: 'The project it is in, when it is in one.' })
  projectId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The note it belongs to (highlights, files).' })
  noteId!: string | null;

  @Field()
  occurredAt!: Date;
}
