import { itemSegment } from '../../common/utils/itemPath';

/** Spec 000 §2: /channels/{channelId} and /themes/{themeId}, readable like the other item paths. */
export const channelPaths = {
  list: '/channels',
  channel: (channel: { id: string; title: string }) => `/channels/${itemSegment(channel)}`,
  theme: (theme: { id: string; title: string }) => `/themes/${itemSegment(theme)}`,
} as const;
