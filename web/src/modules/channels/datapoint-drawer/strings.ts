/** The strings of a data point's side panel. */
export const datapointDrawerStrings = {
  open: 'Open data point',
  title: 'Data point',
  close: 'Close',
  openPage: 'Open as a page',
  pageTitle: 'Data point',
  notFound: 'There is no data point at this address: it may have been deleted with its source.',
  by: (author: string) => `by ${author}`,
  anonymous: 'No author',
  source: 'Source',
  themes: 'Themes',
  noThemes: 'In no theme yet.',
  similar: 'Similar data points',
  noSimilar: 'Nothing else in this channel says much the same.',
} as const;
