import { defineEvent } from './define-event';
import { uuid, uuids } from './event-fields';

const channel = { channelId: uuid };
const theme = { channelId: uuid, themeId: uuid };
const topic = { channelId: uuid, topicId: uuid };
const dataset = { channelId: uuid, datasetId: uuid };

/** Channels of continuous feedback: channels, their themes, topics, datasets and data points. */
export const CHANNEL_EVENTS = {
  created: defineEvent({
    subject: 'channel.created',
    version: 1,
    description: 'A channel was created.',
    payload: channel,
  }),
  updated: defineEvent({
    subject: 'channel.updated',
    version: 1,
    description: 'A channel was edited.',
    payload: channel,
  }),
  deleted: defineEvent({
    subject: 'channel.deleted',
    version: 1,
    description: 'A channel was deleted with its themes, topics and data.',
    payload: channel,
  }),
  themeCreated: defineEvent({
    subject: 'channel_theme.created',
    version: 1,
    description: 'A theme was created in a channel.',
    payload: theme,
  }),
  themeUpdated: defineEvent({
    subject: 'channel_theme.updated',
    version: 1,
    description: 'A theme was edited.',
    payload: theme,
  }),
  themeDeleted: defineEvent({
    subject: 'channel_theme.deleted',
    version: 1,
    description: 'A theme was deleted.',
    payload: theme,
  }),
  themeDatapointsAdded: defineEvent({
    subject: 'channel_theme.datapoints_added',
    version: 1,
    description: 'Data points were put in a theme.',
    payload: { ...theme, datapointIds: uuids },
  }),
  themeDatapointsRemoved: defineEvent({
    subject: 'channel_theme.datapoints_removed',
    version: 1,
    description: 'Data points were taken out of a theme.',
    payload: { ...theme, datapointIds: uuids },
  }),
  topicCreated: defineEvent({
    subject: 'channel_topic.created',
    version: 1,
    description: 'A topic was created in a channel.',
    payload: topic,
  }),
  topicUpdated: defineEvent({
    subject: 'channel_topic.updated',
    version: 1,
    description: 'A topic was edited.',
    payload: topic,
  }),
  topicDeleted: defineEvent({
    subject: 'channel_topic.deleted',
    version: 1,
    description: 'A topic was deleted.',
    payload: topic,
  }),
  datasetCreated: defineEvent({
    subject: 'channel_dataset.created',
    version: 1,
    description: 'A dataset was created in a channel by an import.',
    payload: dataset,
  }),
  datasetDeleted: defineEvent({
    subject: 'channel_dataset.deleted',
    version: 1,
    description: 'A dataset was deleted with its data points.',
    payload: dataset,
  }),
  datapointsImported: defineEvent({
    subject: 'channel_datapoints.imported',
    version: 1,
    description: 'Data points were imported into a dataset of a channel.',
    payload: { ...dataset, datapointIds: uuids },
  }),
  datapointsDeleted: defineEvent({
    subject: 'channel_datapoints.deleted',
    version: 1,
    description: 'Data points of a channel were deleted.',
    payload: { ...channel, datapointIds: uuids },
  }),
} as const;
