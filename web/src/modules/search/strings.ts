import type { SearchDatePreset, SearchMethod, SearchObjectType } from './types/SearchResultItem';
import type { SearchSortKey } from './types/SearchState';
import type { SearchTabKey } from './utils/searchTabs';

/** An estimated number to two significant digits: 59,447 reads "59,000". */
function roughly(count: number): string {
  const digits = Math.max(0, Math.floor(Math.log10(Math.max(1, count))) - 1);
  return (Math.round(count / 10 ** digits) * 10 ** digits).toLocaleString();
}

/** Strings of the search page and the global search. */
export const searchStrings = {
  pageTitle: 'Search',
  /** The phone's button that shows or hides the filters; says when some are on. */
  filtersToggle: (open: boolean, filtered: boolean): string =>
    `${open ? 'Hide filters' : 'Show filters'}${filtered ? ' (on)' : ''}`,
  fieldLabel: 'Search the workspace',
  fieldPlaceholder: 'Search notes, highlights, insights, people, channel feedback…',
  clearQuery: 'Clear the search',
  tabsLabel: 'What to search',
  tabs: {
    everything: 'Everything',
    data: 'Data',
    folders: 'Folders',
    projects: 'Projects',
    notes: 'Notes',
    insights: 'Insights',
    highlights: 'Highlights',
    tags: 'Tags',
    people: 'People',
    channels: 'Channels',
    themes: 'Themes',
  } satisfies Record<SearchTabKey, string>,
  /** What a tab's results are called in its empty state ("No notes match …"). */
  tabNouns: {
    everything: 'results',
    data: 'notes or highlights',
    folders: 'folders',
    projects: 'projects',
    notes: 'notes',
    insights: 'insights',
    highlights: 'highlights',
    tags: 'tags',
    people: 'people',
    channels: 'channels',
    themes: 'themes',
  } satisfies Record<SearchTabKey, string>,
  types: {
    CHANNEL: 'Channel',
    CHANNEL_DATAPOINT: 'Channel data',
    HIGHLIGHT: 'Highlight',
    INSIGHT: 'Insight',
    NOTE: 'Note',
    PERSON: 'Person',
    PROJECT: 'Project',
    PROJECT_CATEGORY: 'Folder',
    TAG: 'Tag',
    THEME: 'Theme',
  } satisfies Record<SearchObjectType, string>,
  methodLabel: 'Match by',
  methods: {
    FULL_TEXT: 'Words',
    VECTOR: 'Meaning',
    HYBRID: 'Both',
  } satisfies Record<SearchMethod, string>,
  methodHints: {
    FULL_TEXT: 'Find the words you type, in any form ("failed" finds "failing")',
    VECTOR: 'Find what means the same, even in other words',
    HYBRID: 'Words and meaning together',
  } satisfies Record<SearchMethod, string>,
  meaningNotInPlan: "Search by meaning is not included in this workspace's plan.",
  sortLabel: 'Sort by',
  sorts: {
    relevance: 'Relevance',
    newest: 'Newest',
    oldest: 'Oldest',
    updated: 'Recently updated',
  } satisfies Record<SearchSortKey, string>,
  layoutLabel: 'Layout',
  layoutList: 'List',
  layoutGrid: 'Grid',
  filtersLabel: 'Filters',
  projectFilter: 'Project or folder',
  tagFilter: 'Tags',
  createdByFilter: 'Created by',
  dateFilter: 'Created',
  anyTime: 'Any time',
  datePresets: {
    thisWeek: 'This week',
    thisMonth: 'This month',
    thisQuarter: 'This quarter',
    thisYear: 'This year',
    last7Days: 'Last 7 days',
    last14Days: 'Last 14 days',
    last28Days: 'Last 28 days',
    last90Days: 'Last 90 days',
    last180Days: 'Last 180 days',
    allTimeNoRange: 'All time',
  } satisfies Record<SearchDatePreset, string>,
  publishedFilter: 'Status',
  publishedAny: 'Published or draft',
  publishedOnly: 'Published',
  draftsOnly: 'Drafts',
  includeArchived: 'Include archived',
  clearFilters: 'Clear filters',
  folderOption: (name: string) => `Folder: ${name}`,
  archivedOption: (title: string) => `${title} (archived)`,
  removeFilter: (title: string) => `Remove ${title}`,
  invalidFilter:
    'Part of the filter in this link could not be read, so it was left out. The results below are without it.',
  total: (count: number, estimated: boolean) =>
    estimated
      ? `About ${roughly(count)} results`
      : count === 1
        ? '1 result'
        : `${count.toLocaleString()} results`,
  shownOf: (shown: number, total: number, estimated: boolean) =>
    `Showing ${shown.toLocaleString()} of ${estimated ? `about ${roughly(total)}` : total.toLocaleString()}`,
  tabCount: (count: number, estimated: boolean) =>
    estimated ? `≈${roughly(count)}` : count.toLocaleString(),
  estimateHint:
    'More matches than are ranked: the newest 1,000 come first, by relevance, and the total is estimated.',
  didYouMean: 'Did you mean',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  searching: 'Searching…',
  resultsLabel: 'Search results',
  resultsHint: 'Use the arrow keys to move between results and Enter to open one.',
  inProject: (title: string) => `in ${title}`,
  written: (date: string) => `written ${date}`,
  fromNote: 'From',
  untitled: 'Untitled',
  published: 'Published',
  draft: 'Draft',
  updated: (date: string) => `Updated ${date}`,
  noPage: 'No page to open yet',
  // Empty states: each says what to do next.
  fieldHint: 'Words in "double quotes" find that exact phrase. Press ↓ to move into the results.',
  nothingMatches: (noun: string, query: string) => `No ${noun} match “${query}”.`,
  nothingMatchesHint: (byWords: boolean, filtered: boolean) =>
    [
      'Check the spelling or use fewer or other words',
      byWords ? 'try matching by meaning' : null,
      filtered ? 'clear the filters' : null,
    ]
      .filter(Boolean)
      .join(', ')
      .replace(/, ([^,]*)$/, ', or $1') + '.',
  tryMeaning: 'Match by meaning',
  nothingFiltered: (noun: string) => `No ${noun} match these filters.`,
  nothingFilteredHint: 'Clear a filter or two to see more.',
  nothingYet: (noun: string) => `This workspace has no ${noun} yet.`,
  nothingYetHint: 'Once there are some, they show up here and in the results of every search.',
  // The global search.
  openGlobal: 'Search',
  shortcut: (mac: boolean) => (mac ? '⌘ K' : 'Ctrl K'),
  shortcutLabel: (mac: boolean) => (mac ? 'Command K' : 'Control K'),
  globalDialogTitle: 'Search the workspace',
  globalResultsLabel: 'Top results',
  seeAll: (query: string) => `See all results for “${query}”`,
  seeAllEmpty: 'Open the search page',
  globalHint: '↑ ↓ to move · Enter to open · Esc to close',
  globalStart: 'Type to search notes, highlights, insights, tags, projects and folders.',
  globalNothing: (query: string) => `Nothing matches “${query}”.`,
  globalByMeaning: 'No result has all of these words. Closest in meaning:',
  seeAllByMeaning: (query: string) => `See all results closest in meaning to “${query}”`,
} as const;
