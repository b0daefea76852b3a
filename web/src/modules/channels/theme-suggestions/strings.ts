import type { ChannelClusterAmount } from '../../../gql/graphql';

const AMOUNTS = {
  LEAST: 'Least (3)',
  LESS: 'Less (5)',
  STANDARD: 'Standard (10)',
  MORE: 'More (15)',
  MOST: 'Most (25)',
} satisfies Record<ChannelClusterAmount, string>;

/** The strings of theme suggestions, in one place. */
export const suggestionStrings = {
  open: 'Suggest themes',
  heading: 'Suggested themes',
  intro:
    'Fieldnote groups the data points by what they say, using the workspace’s embedding model. Review a group, edit its title and create it as a theme.',
  amountLabel: 'How many themes',
  amounts: AMOUNTS,
  unthemedOnly: 'Only data points in no theme',
  loading: 'Loading suggestions…',
  run: 'Suggest',
  running: 'Suggesting…',
  stop: 'Stop',
  stopping: 'Stopping…',
  queued: 'Waiting to start…',
  progress: (percent: number) => `Grouping data points… ${percent}%`,
  stopped: 'Stopped: no new suggestions were kept.',
  failed: (message: string | null) => `Suggesting themes failed${message ? `: ${message}` : '.'}`,
  lastRun: (amount: ChannelClusterAmount, unthemedOnly: boolean) =>
    `The last suggestions found (${AMOUNTS[amount]}${unthemedOnly ? ', data points in no theme' : ', all data points'}).`,
  none: (considered: number) =>
    considered < 4
      ? 'There are not enough data points to group: at least 4 are needed.'
      : 'No groups stand out among these data points.',
  considered: (n: number, model: string) =>
    `Grouped ${n.toLocaleString()} ${n === 1 ? 'data point' : 'data points'} with ${model}.`,
  count: (n: number) => `${n.toLocaleString()} ${n === 1 ? 'data point' : 'data points'}`,
  titleLabel: 'Theme title',
  keywordsLabel: 'Words that set it apart',
  create: 'Create theme',
  creating: 'Creating…',
  created: 'Created',
  partlyAdded: (done: number, all: number) =>
    `The theme was created but only ${done.toLocaleString()} of ${all.toLocaleString()} data points were added.`,
  close: 'Close',
  retry: 'Try again',
} as const;
