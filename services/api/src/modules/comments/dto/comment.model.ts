import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { CommentTargetTypeValue } from '@fieldnote/core';
import type { Comment } from '@fieldnote/db';
import { commentPath, targetOf } from '../comment-target';
import { CommentTargetType } from './comment.inputs';

/** A member as a comment shows them. */
@ObjectType('CommentPerson')
export class CommentPersonModel {
  @Field(() => ID) id!: string;
  @Field({ description: "The member's name; 'Deleted user' once they left the workspace." }) name!: string;
}

/** A comment as members see it; a deleted one keeps its place in its thread without its text. */
@ObjectType('Comment')
export class CommentModel {
  @Field(() => ID) id!: string;
  @Field(() => CommentTargetType) targetType!: CommentTargetTypeValue;
  @Field(() => ID) targetId!: string;
  @Field(() => ID) projectId!: string;
  @Field(() => ID, { nullable: true, description: 'The note showing a note or highlight comment.' })
  noteId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The first comment of its thread; null on that one.' })
  parentId!: string | null;
  @Field({ description: 'Empty once deleted. Mentions are written `@[Name](memberId)`.' }) body!: string;
  @Field(() => CommentPersonModel) author!: CommentPersonModel;
  @Field(() => [CommentPersonModel]) mentions!: CommentPersonModel[];
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'Last edit, when edited.' }) editedAt!: Date | null;
  @Field() deleted!: boolean;
  @Field({ description: 'On a first comment: the thread is resolved.' }) resolved!: boolean;
  @Field(() => Date, { nullable: true }) resolvedAt!: Date | null;
  @Field(() => CommentPersonModel, { nullable: true }) resolvedBy!: CommentPersonModel | null;
  @Field({ description: 'The page and hash that open this comment: `…#comment-{id}`.' }) path!: string;
  @Field({ description: 'The caller wrote it, so may edit it.' }) canEdit!: boolean;
  @Field({ description: 'The caller wrote it or is a manager, so may delete it.' }) canDelete!: boolean;

  static from(
    c: Comment,
    people: ReadonlyMap<string, string>,
    caller: { accountId: string; isManager: boolean },
  ): CommentModel {
    const target = targetOf(c);
    const person = (id: string): CommentPersonModel => ({ id, name: people.get(id) ?? DELETED_USER });
    const deleted = c.deletedAt !== null;
    return Object.assign(new CommentModel(), {
      id: c.id,
      targetType: target.type,
      targetId: target.id,
      projectId: c.projectId,
      noteId: c.noteId ?? null,
      parentId: c.parentId,
      body: deleted ? '' : c.body,
      author: person(c.createdBy),
      mentions: deleted ? [] : c.mentionedIds.map(person),
      createdAt: c.createdAt,
      editedAt: c.editedAt,
      deleted,
      resolved: c.resolvedAt !== null,
      resolvedAt: c.resolvedAt,
      resolvedBy: c.resolvedBy ? person(c.resolvedBy) : null,
      path: '',
      canEdit: !deleted && c.createdBy === caller.accountId,
      canDelete: !deleted && (c.createdBy === caller.accountId || caller.isManager),
    });
  }
}

/** How a former member is shown on their work. */
export const DELETED_USER = 'Deleted user';

/** Sets the deep link once the note of a highlight comment is known. */
export function withPath(model: CommentModel, noteId: string | null): CommentModel {
  model.noteId = noteId;
  model.path = commentPath({ type: model.targetType, id: model.targetId, noteId }, model.id);
  return model;
}
