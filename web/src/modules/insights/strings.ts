/** Strings of the insight page. */
export const insightStrings = {
  published: 'Published',
  draft: 'Draft',
  publishedOn: (date: string) => `Published ${date}`,
  createdOn: (date: string) => `Created ${date}`,
  emptyContent: 'This insight has no content yet.',
} as const;
