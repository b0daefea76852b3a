import type { ShareTargetKind } from './types';

/** Strings of share links (of insights, notes and highlights) and of the shared note and highlight pages. */
export const sharingStrings = {
  share: 'Share',
  shareTitle: (kind: ShareTargetKind) => `Share this ${kind}`,
  shareIntro: (kind: ShareTargetKind) =>
    kind === 'insight'
      ? 'Anyone with a link can read this insight and its highlight cards, without signing in.'
      : kind === 'note'
        ? 'Anyone with a link can read this note’s title and text, without signing in. Its highlights, fields and people stay in the workspace.'
        : 'Anyone with a link can read this highlight’s quote, its note’s title and its tags, without signing in.',
  shareBorrowsAccess:
    'A link shows only what you can read yourself: if you lose access to this project or leave the workspace, the link stops working.',
  shareNeedsPublish: 'Publish this insight first: only published insights can be shared.',
  createLink: 'Create link',
  creatingLink: 'Creating…',
  linkLabel: 'Public link',
  linksLabel: 'Share links',
  revoke: 'Revoke',
  revokeLabel: (token: string) => `Revoke link ${token}`,
  revoked: 'Revoked',
  active: 'Active',
  noLinks: (kind: ShareTargetKind) => `No links yet. Create one to share this ${kind} outside the workspace.`,
  linkCreatedOn: (date: string) => `Created ${date}`,
  linkRevokedOn: (date: string) => `Revoked ${date}`,
  sharedNoteOn: (date: string) => `Added ${date}`,
  emptyNote: 'This note has no text.',
  linkGoneTitle: 'This link does not work',
} as const;
