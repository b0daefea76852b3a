import { z } from 'zod';
import { COMMENT_TARGET_TYPES } from '../rules/comments';
import { defineEvent } from './define-event';
import { uuid, uuidOrNull } from './event-fields';

/** A comment's events name it, where it lives (`noteId` null on an insight) and its thread (`parentId`). */
const comment = {
  commentId: uuid,
  projectId: uuid,
  noteId: uuidOrNull,
  targetType: z.enum(COMMENT_TARGET_TYPES),
  targetId: uuid,
  parentId: uuidOrNull,
};

/** Comments. Resolving and reopening are changes of a thread's first comment. */
export const COMMENT_EVENTS = {
  created: defineEvent({
    subject: 'comment.created',
    version: 1,
    description: 'A comment (or a reply, `parentId`) was posted on a note, highlight or insight.',
    payload: comment,
  }),
  updated: defineEvent({
    subject: 'comment.updated',
    version: 1,
    description: 'A comment was edited.',
    payload: comment,
  }),
  deleted: defineEvent({
    subject: 'comment.deleted',
    version: 1,
    description: 'A comment was deleted.',
    payload: comment,
  }),
  resolved: defineEvent({
    subject: 'comment.resolved',
    version: 1,
    description: 'A comment thread was resolved.',
    payload: comment,
  }),
  reopened: defineEvent({
    subject: 'comment.reopened',
    version: 1,
    description: 'A resolved comment thread was reopened.',
    payload: comment,
  }),
} as const;
