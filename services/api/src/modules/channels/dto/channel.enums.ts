import { registerEnumType } from '@nestjs/graphql';

/** Where a dataset's data points came from: one CSV import, or another system through the API. */
export enum ChannelDatasetSource {
  CSV = 'CSV',
  API = 'API',
}
registerEnumType(ChannelDatasetSource, { name: 'ChannelDatasetSource' });

/** The width of one bucket of a channel's volume chart (UTC). */
export enum ChannelVolumeInterval {
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
}
registerEnumType(ChannelVolumeInterval, { name: 'ChannelVolumeInterval' });
