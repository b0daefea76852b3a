import {
  AppError,
  ErrorCode,
  GENERATIVE_AI_OFF_MESSAGE,
  MAX_LENGTH,
  SUMMARISATION_OFF_MESSAGE,
  SUMMARY_UNAVAILABLE_MESSAGE,
  SummaryUnavailableReason,
} from '@fieldnote/core';

/** The refusals of the AI calls, worded for people, with the spec's codes (spec 000 §4, §8). */
export const aiErrors = {
  generativeAiOff: (): AppError => AppError.forbidden(GENERATIVE_AI_OFF_MESSAGE),
  summarisationOff: (): AppError => AppError.forbidden(SUMMARISATION_OFF_MESSAGE),
  /** Why the summary actions are unavailable: NOT_ENOUGH_DATA for too little content, FORBIDDEN otherwise. */
  unavailable: (reason: SummaryUnavailableReason): AppError =>
    reason === SummaryUnavailableReason.NOT_ENOUGH_CONTENT
      ? new AppError(ErrorCode.NOT_ENOUGH_DATA, SUMMARY_UNAVAILABLE_MESSAGE[reason], { reason })
      : new AppError(ErrorCode.FORBIDDEN, SUMMARY_UNAVAILABLE_MESSAGE[reason], { reason }),
  noSummaryToEdit: (): AppError =>
    AppError.badInput('This note has no summary yet. Generate one first, then edit it.'),
  summaryTooLong: (): AppError =>
    AppError.badInput(`A note summary can be at most ${MAX_LENGTH.noteSummary} characters long.`, {
      field: 'content',
      maximum: MAX_LENGTH.noteSummary,
    }),
  customPromptMissing: (): AppError =>
    AppError.badInput('Write the prompt to summarise this note by (the Custom prompt framework).', {
      field: 'customPrompt',
    }),
  modelFailed: (): AppError =>
    new AppError(
      ErrorCode.INTERNAL_SERVER_ERROR,
      'The AI model did not answer. Please try again, or ask a manager to check the model settings.',
    ),
} as const;
