import { MAX_COMMENT_LENGTH, MAX_COMMENTS_PER_TARGET, MAX_MENTIONS_PER_COMMENT } from '@fieldnote/core';

/** The messages a comment change can be refused with: one place, so API, tests and web agree. */
export const COMMENT_MESSAGES = {
  field: 'Comment',
  tooLong: `Comment can be at most ${MAX_COMMENT_LENGTH} characters long.`,
  tooManyMentions: `A comment can mention at most ${MAX_MENTIONS_PER_COMMENT} members.`,
  notAMember: 'Comment mentions someone who is not a member of this workspace.',
  tooManyComments: `This item has reached ${MAX_COMMENTS_PER_TARGET} comments. Resolve and delete old threads to add more.`,
  parentElsewhere: 'A reply must be on the same note, highlight or insight as its thread.',
  parentDeleted: 'This comment was deleted. Reply to a comment that still exists.',
  onlyAuthorEdits: 'Only the author of a comment can edit it.',
  onlyAuthorDeletes: 'Only the author of a comment or a workspace manager can delete it.',
  deleted: 'This comment was deleted and cannot be changed.',
  onlyThreads: 'Only a thread (its first comment) can be resolved or reopened.',
} as const;
