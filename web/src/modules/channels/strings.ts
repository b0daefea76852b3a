import type { TagSentiment } from '../../gql/graphql';

const datapointCount = (n: number) => (n === 1 ? '1 data point' : `${n.toLocaleString()} data points`);

/** Every string of the channels screens (/channels, a channel, a theme, a topic). */
export const channelStrings = {
  // List
  title: 'Channels',
  subtitle:
    'Continuous feedback, such as app-store reviews, support tickets and chat messages, grouped into themes and followed by topics.',
  newChannel: 'New channel',
  emptyTitle: 'No channels yet',
  emptyBody:
    'A channel collects a steady stream of customer feedback in one place: app-store reviews, support tickets, chat messages or survey answers. Import them from a CSV file, group them into themes and watch how each theme grows over time.',
  emptyViewer: 'Ask a contributor of this workspace to create one.',
  listLabel: 'Channels',
  datapointCount,
  themeCount: (n: number) => (n === 1 ? '1 theme' : `${n.toLocaleString()} themes`),
  sourceCount: (n: number) => (n === 1 ? '1 source' : `${n.toLocaleString()} sources`),
  topicCount: (n: number) => (n === 1 ? '1 topic' : `${n.toLocaleString()} topics`),
  updatedOn: (date: string) => `Updated ${date}`,
  noDescription: 'No description',
  // Channel form
  createTitle: 'New channel',
  editTitle: 'Edit channel',
  channelTitle: 'Title',
  description: 'Description',
  channelTitleHelper: 'For example “App Store reviews” or “Support tickets”.',
  descriptionHelper: 'Optional. Where the feedback comes from and what it covers.',
  create: 'Create',
  creating: 'Creating…',
  save: 'Save',
  saving: 'Saving…',
  created: (title: string) => `Channel “${title}” created`,
  saved: 'Saved',
  // Channel page
  breadcrumbsRoot: 'Channels',
  edit: 'Edit',
  delete: 'Delete',
  deleteChannelTitle: (title: string) => `Delete “${title}”?`,
  deleteChannelBody: (datapoints: number, themes: number, topics: number, sources: number) =>
    `This deletes the channel with its ${datapoints.toLocaleString()} data points, ${themes.toLocaleString()} themes, ${topics.toLocaleString()} topics and ${sources.toLocaleString()} sources. This cannot be undone.`,
  deleteChannelConfirm: 'Delete channel',
  tabsLabel: 'Channel areas',
  tabs: { themes: 'Themes', datapoints: 'Data points', topics: 'Topics', sources: 'Sources' },
  // Volume chart
  volumeTitle: 'Volume over time',
  volumeThemeTitle: (theme: string) => `Volume over time: ${theme}`,
  volumeLabel: 'Data points per week by sentiment',
  volumeEmpty: 'No data points in this period.',
  chartType: 'Chart type',
  chartLine: 'Line',
  chartBar: 'Bar',
  series: { positive: 'Positive', negative: 'Negative', mixed: 'Mixed', other: 'No sentiment' },
  weekOf: (date: string) => `Week of ${date}`,
  from: 'From',
  to: 'To',
  fromAfterTo: 'The start is after the end: showing every date.',
  clearDates: 'All dates',
  // Themes tab
  newTheme: 'New theme',
  newThemeEllipsis: 'New theme…',
  themesChartLabel: 'Data points per theme',
  themesListLabel: 'Themes',
  noThemes:
    'No themes yet. Create a theme, then select data points in the Data points tab and add them to it.',
  noThemesViewer: 'No themes yet.',
  unthemed: (n: number) =>
    n === 1 ? '1 data point has no theme.' : `${n.toLocaleString()} data points have no theme.`,
  showUnthemed: 'Show them',
  showDatapoints: 'Show data points',
  actionsFor: (title: string) => `Actions for ${title}`,
  renameTheme: 'Edit theme',
  deleteTheme: 'Delete theme',
  themeTitle: 'Theme title',
  themeTitleHelper: 'For example “Crashes on start-up” or “Pricing”.',
  themeDescriptionHelper: 'Optional. What belongs in this theme.',
  createThemeTitle: 'New theme',
  editThemeTitle: 'Edit theme',
  themeCreated: (title: string) => `Theme “${title}” created`,
  deleteThemeTitle: (title: string) => `Delete theme “${title}”?`,
  deleteThemeBody: (n: number) =>
    `${n === 1 ? 'Its 1 data point stays' : `Its ${n.toLocaleString()} data points stay`} in the channel; only the theme and its grouping go. This cannot be undone.`,
  themeDeleted: (title: string) => `Theme “${title}” deleted`,
  // Topics tab
  newTopic: 'New topic',
  topicsListLabel: 'Topics',
  topicsIntro:
    'A topic follows every data point whose text has its words, including the ones imported later.',
  noTopicsTitle: 'No topics yet',
  noTopicsBody:
    'A topic follows the data points that mention something, such as “dark mode” or login or “sign in”. Unlike a theme, nobody fills it: it finds its data points by their words, and keeps following the new ones as they are imported.',
  noTopicsHint: 'Create one with “New topic”: you see which data points its words match before saving it.',
  topicShare: (n: number, share: string | null) =>
    share === null ? datapointCount(n) : `${datapointCount(n)} · ${share}`,
  editTopic: 'Edit topic',
  deleteTopic: 'Delete topic',
  topicCreated: (title: string) => `Topic “${title}” created`,
  topicDeleted: (title: string) => `Topic “${title}” deleted`,
  deleteTopicTitle: (title: string) => `Delete topic “${title}”?`,
  deleteTopicBody: (n: number) =>
    `${n === 1 ? 'The 1 data point it follows stays' : `The ${n.toLocaleString()} data points it follows stay`} in the channel; only the topic goes. This cannot be undone.`,
  queryOr: 'or',
  queryAnd: 'and',
  queryNot: (word: string) => `not ${word}`,
  // Topic dialog
  createTopicTitle: 'New topic',
  editTopicTitle: 'Edit topic',
  topicTitle: 'Title',
  topicTitleHelper: 'For example “Dark mode” or “Signing in”.',
  topicQuery: 'Words to follow',
  topicQueryHelper:
    'A data point is in the topic when its text has all these words, whatever their form (crash also finds crashes). Put "a phrase" in quotes, write or between alternatives, and -word to leave out the data points with that word.',
  topicPreviewTitle: 'Preview',
  topicPreviewIdle: 'Write the words to follow to see which data points they match.',
  topicPreviewCount: (n: number) =>
    n === 0
      ? 'No data points match these words yet.'
      : n === 1
        ? '1 data point matches'
        : `${n.toLocaleString()} data points match`,
  topicPreviewLabel: 'Data points these words match',
  // Data points tab
  gridLabel: 'Data points',
  date: 'Date',
  text: 'Text',
  author: 'Author',
  rating: 'Rating',
  ratingOf: (n: number) => `${n} out of 5 stars`,
  sentiment: 'Sentiment',
  sentiments: { positive: 'Positive', negative: 'Negative', mixed: 'Mixed' } satisfies Record<
    TagSentiment,
    string
  >,
  themes: 'Themes',
  dataset: 'Source',
  filtersLabel: 'Filter data points',
  themeFilter: 'Theme',
  anyTheme: 'Any theme',
  noTheme: 'No theme',
  sentimentFilter: 'Sentiment',
  anySentiment: 'Any sentiment',
  contains: 'Text contains',
  clearFilters: 'Clear filters',
  noDatapoints: 'No data points yet. Import a CSV file in the Sources tab.',
  noDatapointsViewer: 'No data points yet.',
  noMatches: 'No data points match these filters.',
  noThemeDatapoints:
    'No data points in this theme yet. Select data points of the channel and add them to it.',
  showMore: 'Show more',
  showLess: 'Show less',
  selectedCount: (n: number) => `${n} selected`,
  addToTheme: 'Add to theme…',
  removeFromTheme: 'Remove from theme…',
  removeFromThisTheme: 'Remove from theme',
  addToThemeMenu: 'Themes to add the selected data points to',
  removeFromThemeMenu: 'Themes to remove the selected data points from',
  themeOption: (title: string, count: number) => `${title} (${count.toLocaleString()})`,
  added: (n: number, title: string) =>
    `${n === 1 ? '1 data point' : `${n.toLocaleString()} data points`} added to “${title}”`,
  removed: (n: number, title: string) =>
    `${n === 1 ? '1 data point' : `${n.toLocaleString()} data points`} removed from “${title}”`,
  deleteDatapointsTitle: (n: number) => (n === 1 ? 'Delete this data point?' : `Delete ${n} data points?`),
  deleteDatapointsBody:
    'They are removed from the channel, its themes and its volume chart. This cannot be undone.',
  datapointsDeleted: (n: number) =>
    n === 1 ? '1 data point deleted' : `${n.toLocaleString()} data points deleted`,
  // Sources tab
  importCsv: 'Import CSV',
  sourcesLabel: 'Sources',
  noSources:
    'No sources yet. Import a CSV file of reviews, tickets or messages: one row per data point, with a column of text and optionally author, rating, sentiment and date.',
  noSourcesViewer: 'No sources yet.',
  sourceKinds: { CSV: 'CSV file', API: 'API' },
  importedOn: (date: string) => `Imported ${date}`,
  deleteSource: 'Delete source',
  deleteSourceLabel: (title: string) => `Delete source ${title}`,
  deleteSourceTitle: (title: string) => `Delete source “${title}”?`,
  deleteSourceBody: (n: number) =>
    `${n === 1 ? 'Its 1 data point is' : `Its ${n.toLocaleString()} data points are`} deleted with it, and taken out of their themes. This cannot be undone.`,
  sourceDeleted: (title: string) => `Source “${title}” deleted`,
  // Import
  importTitle: 'Import data points from CSV',
  fileHelp: (rows: number, mb: number) =>
    `One row per data point; the first row holds the column names. Up to ${rows.toLocaleString()} rows and ${mb} MB; a channel holds at most ${rows.toLocaleString()} data points.`,
  tooManyRows: (rows: number, room: number) =>
    `This file has ${rows.toLocaleString()} rows; the channel has room for ${room.toLocaleString()} more data points.`,
  parseProblem: (line: string) => `Some rows could not be read cleanly: ${line}`,
  datasetTitle: 'Source name',
  datasetTitleHelper: 'Shown in the Sources tab and beside each data point.',
  mappingHelp:
    'Pick the column that holds each field. Text is required; ratings are whole numbers from 1 to 5; sentiment is positive, negative or mixed.',
  needText: 'Pick the column that holds the text.',
  importedCount: (n: number) =>
    n === 1 ? '1 data point imported.' : `${n.toLocaleString()} data points imported.`,
  badRating: (value: string) => `“${value.slice(0, 40)}” is not a rating: use a whole number from 1 to 5.`,
  badSentiment: (value: string) =>
    `“${value.slice(0, 40)}” is not a sentiment: use positive, negative or mixed.`,
  badDate: (value: string) => `“${value.slice(0, 40)}” is not a date: use a form such as 2026-03-31.`,
  importFields: {
    text: 'Text',
    author: 'Author',
    rating: 'Rating',
    sentiment: 'Sentiment',
    occurredAt: 'Date',
  },
  // Topic page
  topicFollows: 'Follows data points with',
  topicDatapoints: 'Data points in this topic',
  noTopicDatapoints:
    'No data points have these words yet. The topic shows the ones that do as soon as they are imported.',
  topicNotFound: 'This topic does not exist or was deleted.',
  topicShareOfChannel: (share: string) => `${share} of the channel`,
  // Theme page
  themeOfChannel: 'Channel',
  themeDatapoints: 'Data points in this theme',
  themeNotFound: 'This theme does not exist or was deleted.',
  channelNotFound: 'This channel does not exist or was deleted.',
  backToChannels: 'Go to channels',
} as const;

/** Spec limits of the channel API: titles ≤ 200, descriptions ≤ 1000 characters. */
export const CHANNEL_LIMITS = {
  title: 200,
  description: 1000,
  /** A topic's words: as long as a search (spec 000 §5). */
  topicQuery: 2000,
  /** A channel holds at most 10,000 data points. */
  datapoints: 10_000,
  /** The most rows (or ids) one mutation takes. */
  batch: 1000,
  maxFileBytes: 10485760,
  previewRows: 5,
} as const;
