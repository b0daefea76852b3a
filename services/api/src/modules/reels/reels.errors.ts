import { AppError, ErrorCode, MAX_REEL_CLIPS, MAX_REEL_TITLE_LENGTH } from '@fieldnote/core';

/** The messages of reels: one place, so API, tests and web agree. */
export const REEL_MESSAGES = {
  tooManyClips: `A reel can hold at most ${MAX_REEL_CLIPS} clips (audio/video highlights): remove some clips first.`,
  noClips:
    'A reel needs at least one clip: pick audio or video highlights, or cite some in the insight first.',
  titleTooLong: `A reel title can be at most ${MAX_REEL_TITLE_LENGTH} characters long.`,
  duplicateClip: 'A highlight can appear only once in a reel.',
  badClip:
    'Every clip must be an audio or video highlight (cut from a recording transcript) that you can read.',
  notMedia: 'Only audio and video files have a reel: this file is not a recording.',
  embedGone: 'This reel is not available: none of its clips is shared publicly.',
} as const;

/** Refusals of reel reads and changes, each with the spec's code and a human message. */
export const reelErrors = {
  tooManyClips: (count: number): AppError =>
    AppError.badInput(REEL_MESSAGES.tooManyClips, { field: 'highlightIds', limit: MAX_REEL_CLIPS, count }),
  noClips: (): AppError => AppError.badInput(REEL_MESSAGES.noClips),
  titleTooLong: (): AppError =>
    AppError.badInput(REEL_MESSAGES.titleTooLong, { field: 'title', limit: MAX_REEL_TITLE_LENGTH }),
  duplicateClip: (): AppError => AppError.badInput(REEL_MESSAGES.duplicateClip, { field: 'highlightIds' }),
  badClip: (): AppError => AppError.badInput(REEL_MESSAGES.badClip, { field: 'highlightIds' }),
  notMedia: (): AppError => AppError.badInput(REEL_MESSAGES.notMedia, { field: 'fileId' }),
  notFound: (): AppError => AppError.notFound('Reel'),
  /** NOT_FOUND for a public embed: the same answer whether the reel is unknown, private or empty. */
  embedGone: (): AppError => new AppError(ErrorCode.NOT_FOUND, REEL_MESSAGES.embedGone),
} as const;
