import { AppError } from '@fieldnote/core';
import { chatStrings } from './chat.strings';

/** The refusals of Chat, worded for people, each naming its field. */
export const chatErrors = {
  notFound: (): AppError => AppError.notFound('Conversation'),
  emptyMessage: (): AppError => AppError.badInput(chatStrings.emptyMessage, { field: 'content' }),
  messageTooLong: (maximum: number): AppError =>
    AppError.badInput(chatStrings.messageTooLong, { field: 'content', maximum }),
  titleTooLong: (maximum: number): AppError =>
    AppError.badInput(chatStrings.titleTooLong, { field: 'title', maximum }),
  tooMany: (max: number): AppError => AppError.badInput(chatStrings.tooMany(max), { field: 'title' }),
  conversationFull: (max: number): AppError =>
    AppError.badInput(chatStrings.tooLong(max), { field: 'conversationId' }),
} as const;
