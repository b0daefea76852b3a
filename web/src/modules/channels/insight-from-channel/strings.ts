/** The strings of "Write an insight" from a theme or topic. */
export const insightFromChannelStrings = {
  button: 'Write an insight',
  dialogTitle: 'Write an insight from this evidence',
  intro: (kind: 'theme' | 'topic', count: string) =>
    `The insight starts with a link back to this ${kind} (${count}) and the data points you choose below as quotes. You write the finding above them.`,
  project: 'Project',
  projectHelper: 'Insights live in a project.',
  noProject: 'There is no project to write it in yet. Create a project first.',
  insightTitle: 'Insight title',
  quotes: 'Quotes to include',
  quotesHelper: (chosen: number, max: number) => `${chosen} chosen, at most ${max}. Newest first.`,
  noQuotes: 'No data points to quote.',
  create: 'Create insight',
  creating: 'Creating…',
} as const;

/** Spec 000 §9: an insight title is at most 200 characters. */
export const INSIGHT_TITLE_MAX = 200;
/** How many of the newest data points the dialog offers, and how many it ticks at first. */
export const OFFERED_QUOTES = 10;
export const CHOSEN_QUOTES = 5;

/** /insights/create/{activityWrapId}: the page around the dialog. */
export const insightCreatePageStrings = {
  title: (title: string) => `Write an insight from “${title}”`,
  body: 'Choose the project, the title and the data points to quote; the insight opens ready for the finding.',
  notFound: 'This theme or topic was not found. It may have been deleted, or you may not have access to it.',
  reopen: 'Choose evidence',
} as const;
