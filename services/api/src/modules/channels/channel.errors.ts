import { AppError } from '@fieldnote/core';

/** The refusals of channel changes, worded for people, each naming its field. */
export const channelErrors = {
  notFound: (): AppError => AppError.notFound('Channel'),
  themeNotFound: (): AppError => AppError.notFound('Theme'),
  datasetNotFound: (): AppError => AppError.notFound('Dataset'),
  topicNotFound: (): AppError => AppError.notFound('Topic'),
  datapointNotFound: (): AppError => AppError.notFound('Data point'),
  duplicateTitle: (title: string): AppError =>
    AppError.badInput(`A channel named "${title.slice(0, 60)}" already exists. Choose another name.`, {
      field: 'title',
    }),
  duplicateThemeTitle: (title: string): AppError =>
    AppError.badInput(
      `This channel already has a theme named "${title.slice(0, 60)}". Choose another name.`,
      {
        field: 'title',
      },
    ),
  tooMany: (max: number): AppError =>
    AppError.badInput(`A workspace can have at most ${max} channels. Delete one you no longer use first.`, {
      field: 'title',
    }),
  tooManyThemes: (max: number): AppError =>
    AppError.badInput(`A channel can have at most ${max} themes. Delete one you no longer use first.`, {
      field: 'title',
    }),
  duplicateTopicTitle: (title: string): AppError =>
    AppError.badInput(
      `This channel already has a topic named "${title.slice(0, 60)}". Choose another name.`,
      { field: 'title' },
    ),
  tooManyTopics: (max: number): AppError =>
    AppError.badInput(`A channel can have at most ${max} topics. Delete one you no longer use first.`, {
      field: 'title',
    }),
  topicQueryRequired: (field: string): AppError =>
    AppError.badInput('Write the words a data point must contain to be in this topic.', { field }),
  topicQueryTooCommon: (field: string): AppError =>
    AppError.badInput(
      'These words are too common to find anything (words like "the" or "and" are left out). Add a word that says what the topic is about.',
      { field },
    ),
  tooLong: (what: string, field: string, max: number): AppError =>
    AppError.badInput(`${what} can be at most ${max} characters long.`, { field, maxLength: max }),
  badDescription: (message: string): AppError => AppError.badInput(message, { field: 'description' }),
  datasetTitleRequired: (): AppError =>
    AppError.badInput('Name the new dataset, or choose an existing one to add to.', {
      field: 'datasetTitle',
    }),
  noRows: (): AppError => AppError.badInput('Send at least one row to import.', { field: 'rows' }),
  tooManyRows: (count: number, max: number): AppError =>
    AppError.badInput(`Import at most ${max} rows at a time; this import has ${count}.`, { field: 'rows' }),
  channelFull: (max: number, room: number, count: number): AppError =>
    AppError.badInput(
      room === 0
        ? `A channel holds at most ${max} data points and this one is full. Delete some first.`
        : `A channel holds at most ${max} data points: only ${room} more fit, and this import has ${count}.`,
      { field: 'rows', maximum: max, room },
    ),
  noIds: (field: string): AppError => AppError.badInput('Choose at least one data point.', { field }),
  tooManyIds: (max: number, field: string): AppError =>
    AppError.badInput(`Choose at most ${max} data points at a time.`, { field }),
  badDatapointId: (field: string): AppError =>
    AppError.badInput('Every data point id must be a UUID.', { field }),
  unknownDatapoints: (count: number): AppError =>
    AppError.badInput(
      count === 1
        ? "One of these data points is not in this theme's channel."
        : `${count} of these data points are not in this theme's channel.`,
      { field: 'datapointIds' },
    ),
  badPage: (field: 'limit' | 'offset', message: string): AppError => AppError.badInput(message, { field }),
  badRange: (): AppError =>
    AppError.badInput('The start of the period must come before its end.', { field: 'from' }),
} as const;
