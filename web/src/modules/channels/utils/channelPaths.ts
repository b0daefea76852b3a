import { itemSegment, toShortId } from '../../common/utils/itemPath';
import { DEFAULT_VIEW, formatChannelView } from './channelView';

/**
 * Spec 000 §2: /channels/{channelId}, /themes/{themeId} and /t/{topicId}, readable like the other item
 * paths; `topics` opens a channel on its Topics tab (the tab lives in the hash).
 */
export const channelPaths = {
  list: '/channels',
  outliers: '/outliers',
  channel: (channel: { id: string; title: string }) => `/channels/${itemSegment(channel)}`,
  topics: (channel: { id: string; title: string }) =>
    `/channels/${itemSegment(channel)}#${formatChannelView({ ...DEFAULT_VIEW, tab: 'topics' })}`,
  theme: (theme: { id: string; title: string }) => `/themes/${itemSegment(theme)}`,
  topic: (topic: { id: string; title: string }) => `/t/${itemSegment(topic)}`,
} as const;

/** A data point's own page (spec 000 §2 /data/{datumData}); the note route answers it too. */
export const datapointPath = (datapoint: { id: string }): string => `/data/${toShortId(datapoint.id)}`;
