/** The strings of the Outliers page. */
export const outlierStrings = {
  title: 'Outliers',
  subtitle:
    'Feedback no theme holds yet: what your themes miss. Read it, and file what belongs together in a theme.',
  link: 'Outliers',
  channel: 'Channel',
  heading: (total: number) =>
    total === 1 ? '1 data point in no theme' : `${total.toLocaleString('en')} data points in no theme`,
  none: 'Every data point of this channel is in a theme.',
  noChannels: 'There are no channels yet: outliers are the data points of a channel that no theme holds.',
  toChannels: 'Go to channels',
} as const;
