import { defineEvent } from './define-event';
import { text, uuid, uuidOrNull } from './event-fields';

const board = { tagBoardId: uuid, projectId: uuid };
const group = { tagGroupId: uuid, tagBoardId: uuid };

/** Tag boards of a project and their groups. */
export const TAG_BOARD_EVENTS = {
  created: defineEvent({
    subject: 'tagBoard.created',
    version: 1,
    description: 'A tag board was created in a project.',
    payload: { ...board, title: text },
  }),
  updated: defineEvent({
    subject: 'tagBoard.updated',
    version: 1,
    description: 'A tag board was renamed.',
    payload: { ...board, title: text },
  }),
  deleted: defineEvent({
    subject: 'tagBoard.deleted',
    version: 1,
    description: 'A tag board was deleted (its tags stay).',
    payload: board,
  }),
  groupCreated: defineEvent({
    subject: 'tagGroup.created',
    version: 1,
    description: 'A group was created on a tag board.',
    payload: { ...group, title: text },
  }),
  groupUpdated: defineEvent({
    subject: 'tagGroup.updated',
    version: 1,
    description: 'A group of a tag board was edited.',
    payload: group,
  }),
  groupDeleted: defineEvent({
    subject: 'tagGroup.deleted',
    version: 1,
    description: 'A group of a tag board was deleted (its tags become ungrouped).',
    payload: group,
  }),
  groupMoved: defineEvent({
    subject: 'tagGroup.moved',
    version: 1,
    description: "A group was moved among its board's groups, right after `afterId` (first when null).",
    payload: { ...group, afterId: uuidOrNull },
  }),
  tagMoved: defineEvent({
    subject: 'tagBoard.tagMoved',
    version: 1,
    description:
      'A tag was placed in a group of a board (ungrouped when `tagGroupId` is null), right after `afterTagId`.',
    payload: { tagBoardId: uuid, tagId: uuid, tagGroupId: uuidOrNull, afterTagId: uuidOrNull },
  }),
} as const;
