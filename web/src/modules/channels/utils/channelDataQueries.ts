/**
 * The channel queries whose answers are aggregates of data points, themes, topics and sources (the
 * counts, the grid's pages, a data point's themes, the volume chart, the no-theme total): every
 * change to those names them as its refetchQueries, since no answer holds what they count. Only
 * those a page shows are read again. (Other members' changes arrive through the app shell's live
 * refresh.)
 */
export const CHANNEL_DATA_QUERIES: readonly string[] = [
  'Channels',
  'Channel',
  'ChannelTheme',
  'ChannelTopics',
  'ChannelTopic',
  'ChannelDatapoints',
  'ChannelDatapoint',
  'ChannelDatapointTotal',
  'ChannelVolume',
];
