import { defineEvent } from './define-event';
import { text, uuid, uuids } from './event-fields';

/** User group changes (groups decide who may see private projects). */
export const USER_GROUP_EVENTS = {
  created: defineEvent({
    subject: 'user_group.created',
    version: 1,
    description: 'A group was created with its first members.',
    payload: { groupId: uuid, name: text, memberIds: uuids },
  }),
  renamed: defineEvent({
    subject: 'user_group.renamed',
    version: 1,
    description: 'A group was renamed.',
    payload: { groupId: uuid, from: text, to: text },
  }),
  deleted: defineEvent({
    subject: 'user_group.deleted',
    version: 1,
    description: 'A group was deleted.',
    payload: { groupId: uuid, name: text },
  }),
  membersChanged: defineEvent({
    subject: 'user_group.membersChanged',
    version: 1,
    description: 'Members were added to or removed from a group.',
    payload: { groupId: uuid, added: uuids, removed: uuids },
  }),
} as const;
