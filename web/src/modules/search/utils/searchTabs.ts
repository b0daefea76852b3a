import type { SearchObjectType } from '../types/SearchResultItem';

/** A tab of the search page (spec 000 §2) and the types it shows; null: every type. */
export interface SearchTab {
  key: SearchTabKey;
  types: SearchObjectType[] | null;
}

export type SearchTabKey =
  | 'everything'
  | 'data'
  | 'folders'
  | 'projects'
  | 'notes'
  | 'insights'
  | 'highlights'
  | 'tags'
  | 'people'
  | 'channels'
  | 'themes';

/**
 * Spec 000 §2: the tabs in the spec's order. Data is the raw research: notes, their highlights and
 * the data points of channels. The spec's Contacts tab is People: contacts and people are one list in
 * Fieldnote (`/contacts` opens `/people`), so one tab shows them and `resultType=contacts` opens it.
 */
export const SEARCH_TABS: readonly SearchTab[] = [
  { key: 'everything', types: null },
  { key: 'data', types: ['NOTE', 'HIGHLIGHT', 'CHANNEL_DATAPOINT'] },
  { key: 'folders', types: ['PROJECT_CATEGORY'] },
  { key: 'projects', types: ['PROJECT'] },
  { key: 'notes', types: ['NOTE'] },
  { key: 'insights', types: ['INSIGHT'] },
  { key: 'highlights', types: ['HIGHLIGHT'] },
  { key: 'tags', types: ['TAG'] },
  { key: 'people', types: ['PERSON'] },
  { key: 'channels', types: ['CHANNEL'] },
  { key: 'themes', types: ['THEME'] },
];

/** The tab named by a page parameter, or Everything. */
export function searchTab(key: string | null | undefined): SearchTab {
  const wanted = key === 'contacts' ? 'people' : key;
  return SEARCH_TABS.find((tab) => tab.key === wanted) ?? (SEARCH_TABS[0] as SearchTab);
}
