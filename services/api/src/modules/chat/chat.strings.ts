import { MAX_LENGTH } from '@fieldnote/core';

/** Every sentence of Chat a person reads, in one place (ready for translation). */
export const chatStrings = {
  titleField: 'Conversation title',
  messageField: 'Message',
  emptyMessage: 'Type a message to send.',
  messageTooLong: `A message can be at most ${MAX_LENGTH.conversationMessage} characters long.`,
  titleTooLong: `A conversation title can be at most ${MAX_LENGTH.conversationTitle} characters long.`,
  untitled: 'Untitled conversation',
  tooMany: (max: number): string =>
    `You can keep at most ${max} conversations. Delete one you no longer need first.`,
  tooLong: (max: number): string =>
    `This conversation has reached ${max} messages. Start a new conversation to ask more.`,
  /** What a THINKING message says retrieval looked for. */
  searched: (keywords: string[], passages: number, notes: number): string =>
    `Looked in what you can read for: ${keywords.join(', ')}. Found ${passages} ${passages === 1 ? 'passage' : 'passages'} in ${notes} ${notes === 1 ? 'note' : 'notes'}.`,
  searchedNothing: 'Looked in what you can read and found nothing that answers this.',
  /** The text of a citation no longer readable by the member (its project made private, or the note deleted). */
  citationGone: 'This source is no longer available to you.',
} as const;
