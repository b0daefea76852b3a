import { AppError, ErrorCode, MAX_SHARE_PAYLOAD_CHARS } from '@fieldnote/core';

/** What a share link can share, as its messages name it. */
export type SharedKind = 'insight' | 'note' | 'highlight';

/** The messages of share links: one place, so API, tests and web agree. */
export const SHARING_MESSAGES = {
  notPublished: 'Publish this insight before sharing it: only published insights can have a public link.',
  tooLarge: (size: number, what: SharedKind = 'insight') =>
    `This ${what} is too large to share: its shared content is ${size} serialised characters, and a share can hold at most ${MAX_SHARE_PAYLOAD_CHARS}.`,
  gone: 'This link was revoked or does not exist.',
  embedGone: 'This highlight is not available: it is not part of a shared insight.',
} as const;

/**
 * NOT_FOUND for a share token: the same answer whether the token never existed, was revoked, or
 * its insight was unpublished or deleted, so a caller learns nothing about other tokens.
 */
export function shareLinkGone(): AppError {
  return new AppError(ErrorCode.NOT_FOUND, SHARING_MESSAGES.gone);
}

/** NOT_FOUND for an embed of a highlight that no live share shows. */
export function embedGone(): AppError {
  return new AppError(ErrorCode.NOT_FOUND, SHARING_MESSAGES.embedGone);
}

/** BAD_USER_INPUT (spec 000 §5): the serialised share payload is over MAX_SHARE_PAYLOAD_CHARS. */
export function shareTooLarge(size: number, what: SharedKind = 'insight'): AppError {
  return AppError.badInput(SHARING_MESSAGES.tooLarge(size, what), { size, limit: MAX_SHARE_PAYLOAD_CHARS });
}

/** Spec 001 §6: the HIPAA add-on disables public access, so no public link is made. */
export function publicAccessDisabled(): AppError {
  return AppError.forbidden(
    "This workspace's plan turns public access off (the HIPAA add-on), so no public link can be made.",
  );
}
