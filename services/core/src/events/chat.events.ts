import { defineEvent } from './define-event';
import { uuid, uuidOrNull } from './event-fields';

/** A conversation's events name it, its scope and its owner (`createdBy`, who alone may read or change it). */
const conversation = { conversationId: uuid, projectId: uuidOrNull, createdBy: uuid };

/** Chat (issue 34): a member's conversations. Their messages stay out of the events. */
export const CHAT_EVENTS = {
  created: defineEvent({
    subject: 'conversation.created',
    version: 1,
    description: 'A member started a conversation (Chat).',
    payload: conversation,
  }),
  renamed: defineEvent({
    subject: 'conversation.renamed',
    version: 1,
    description: 'A member renamed one of their conversations.',
    payload: conversation,
  }),
  deleted: defineEvent({
    subject: 'conversation.deleted',
    version: 1,
    description: 'A member deleted one of their conversations, with its messages.',
    payload: conversation,
  }),
  answered: defineEvent({
    subject: 'conversation.answered',
    version: 1,
    description:
      'A question in a conversation was answered with verified citations, recorded in the AI audit trail.',
    payload: { ...conversation, messageId: uuid, aiActivityId: uuid },
  }),
} as const;
