/** Bus subjects of channel changes, written through the outbox with the change (the search indexer reads them). */
export const CHANNEL_EVENTS = {
  created: 'channel.created',
  updated: 'channel.updated',
  deleted: 'channel.deleted',
  themeCreated: 'channel_theme.created',
  themeUpdated: 'channel_theme.updated',
  themeDeleted: 'channel_theme.deleted',
  themeDatapointsAdded: 'channel_theme.datapoints_added',
  themeDatapointsRemoved: 'channel_theme.datapoints_removed',
  topicCreated: 'channel_topic.created',
  topicUpdated: 'channel_topic.updated',
  topicDeleted: 'channel_topic.deleted',
  datasetCreated: 'channel_dataset.created',
  datasetDeleted: 'channel_dataset.deleted',
  datapointsImported: 'channel_datapoints.imported',
  datapointsDeleted: 'channel_datapoints.deleted',
} as const;
