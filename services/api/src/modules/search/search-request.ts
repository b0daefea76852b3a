import { isUuid } from '@fieldnote/core';
// One module each, not the package's index: that loads all 300 of date-fns' modules (2.7 MB of heap
// that every full garbage collection traces; issue 30) for the five used here.
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfQuarter } from 'date-fns/startOfQuarter';
import { startOfWeek } from 'date-fns/startOfWeek';
import { startOfYear } from 'date-fns/startOfYear';
import { subDays } from 'date-fns/subDays';
import type { SearchInput } from './dto/search.input';
import {
  SearchDateMethod,
  SearchDatePreset,
  SearchListOperator,
  SearchLocationOperator,
  SearchMethod,
  SearchObjectType,
  SearchSortBy,
  SearchUserOperator,
  SortDirection,
} from './dto/search.enums';
import { type SearchAggsRequest, parseSearchAggs } from './search-aggs-request';
import { SearchErrors } from './search.errors';
import { SEARCH_LIMITS } from './search.limits';
import { type ParsedFilterGroup, parseFilterGroup } from './search-filter-group';
import { type ParsedFieldFilter, parseFieldFilters } from './search-field-filter';

export { SEARCH_LIMITS };

/** The query split into what the database matches: single words and quoted phrases. */
export interface ParsedQuery {
  method: SearchMethod;
  titleOnly: boolean;
  /** Words outside quotes, letters and digits only. */
  words: string[];
  /** Each quoted phrase's words. */
  phrases: string[][];
  /** The last word is still being typed: it matches as a prefix. */
  prefixLast: boolean;
  text: string;
}

export interface SearchRequest {
  types: SearchObjectType[] | null;
  query: ParsedQuery | null;
  location: { operator: SearchLocationOperator; ids: string[] } | null;
  user: { operator: SearchUserOperator; ids: string[]; aiContributed: boolean | null } | null;
  tags: { operator: SearchListOperator; ids: string[] } | null;
  /** Channel themes: data points by theme, themes by themselves, channels by the themes they hold. */
  themes: { operator: SearchListOperator; ids: string[] } | null;
  /** Channel datasets: data points by dataset, themes and channels by those of their data points. */
  datasets: { operator: SearchListOperator; ids: string[] } | null;
  /** Notes (and their highlights) linked to any of these people. */
  people: { ids: string[] } | null;
  /** People in any of these segments, and the notes (and their highlights) linked to one of them. */
  segments: { ids: string[] } | null;
  /** Custom-field filter entries on an object's own fields (notes, insights), every one must hold. */
  fields: ParsedFieldFilter[];
  /** Entries on people's fields: people by their own values, notes and highlights by their people's. */
  personFields: ParsedFieldFilter[];
  /** Entries on the fields of the note an object comes from (notes and highlights only). */
  notesFromFields: ParsedFieldFilter[];
  /**
   * Notes and highlights by the people linked to their note, with a list operator (spec 000 §3);
   * no other type matches.
   */
  notesFromPeople: { operator: SearchListOperator; ids: string[] } | null;
  date: { method: SearchDateMethod; from: Date | null; to: Date | null } | null;
  published: boolean | null;
  archived: boolean | null;
  sort: { by: SearchSortBy; direction: SortDirection };
  /** Filter-form rows combined with AND or OR, on top of the options above. */
  filter: ParsedFilterGroup | null;
  limit: number;
  offset: number;
  /** Projects hidden from the member (private ones they have no access to): never in any result. */
  hiddenProjectIds: string[];
  /** The aggregations asked for, over all matches; null when none. */
  aggs: SearchAggsRequest | null;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Splits a query into quoted phrases and words; an empty pair of quotes is refused (spec 000 §5). */
export function parseQuery(value: string, method: SearchMethod, titleOnly: boolean): ParsedQuery | null {
  if (value.length > SEARCH_LIMITS.maxChars) throw SearchErrors.queryTooLong();
  const phrases: string[][] = [];
  // A quote left open is read as a phrase running to the end, as people type them.
  const rest = value.replace(/"([^"]*)("|$)/g, (_whole, inner: string) => {
    const words = inner.match(WORD) ?? [];
    if (words.length === 0) throw SearchErrors.emptyQuote();
    phrases.push(words);
    return ' ';
  });
  const words = rest.match(WORD) ?? [];
  const count = words.length + phrases.reduce((sum, phrase) => sum + phrase.length, 0);
  if (count > SEARCH_LIMITS.maxWords) throw SearchErrors.tooManyWords();
  if (count === 0) return null;
  const prefixLast = words.length > 0 && /[\p{L}\p{N}]$/u.test(value);
  return { method, titleOnly, words, phrases, prefixLast, text: value.trim() };
}

function ids(field: string, values: string[]): string[] {
  if (values.length > SEARCH_LIMITS.maxIds) throw SearchErrors.tooManyIds(field);
  for (const id of values) if (!isUuid(id)) throw SearchErrors.badId(field);
  return [...new Set(values.map((id) => id.toLowerCase()))];
}

function isoDate(field: string, value: string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // ISO 8601 date or date-time; Date.parse alone would accept "March 3".
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) {
    throw SearchErrors.badDate(field);
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw SearchErrors.badDate(field);
  return date;
}

/**
 * A list filter (spec 000 §3: ALL, CONTAINS, IS_NOT_ONE_OF, IS_ALL_OF, IS_NOT_ALL_OF, IS_EMPTY,
 * IS_NOT_EMPTY), cleaned (spec 000 §4): ALL and a filter without ids are dropped, unless its
 * operator needs none.
 */
function listFilter(
  input: { operator: SearchListOperator; ids: string[] } | null | undefined,
  field: string,
): { operator: SearchListOperator; ids: string[] } | null {
  if (!input || input.operator === SearchListOperator.ALL) return null;
  const needsNoIds =
    input.operator === SearchListOperator.IS_EMPTY || input.operator === SearchListOperator.IS_NOT_EMPTY;
  if (needsNoIds) return { operator: input.operator, ids: [] };
  return input.ids.length > 0 ? { operator: input.operator, ids: ids(field, input.ids) } : null;
}

/** The start of a preset's range at `now` (UTC; weeks start on Monday); null for all time. */
export function presetStart(preset: SearchDatePreset, now: Date): Date | null {
  switch (preset) {
    case SearchDatePreset.thisWeek:
      return startOfWeek(now, { weekStartsOn: 1 });
    case SearchDatePreset.thisMonth:
      return startOfMonth(now);
    case SearchDatePreset.thisQuarter:
      return startOfQuarter(now);
    case SearchDatePreset.thisYear:
      return startOfYear(now);
    case SearchDatePreset.last7Days:
      return subDays(now, 7);
    case SearchDatePreset.last14Days:
      return subDays(now, 14);
    case SearchDatePreset.last28Days:
      return subDays(now, 28);
    case SearchDatePreset.last90Days:
      return subDays(now, 90);
    case SearchDatePreset.last180Days:
      return subDays(now, 180);
    case SearchDatePreset.allTimeNoRange:
      return null;
  }
}

/** Checks a request once, at the boundary, and puts it in the shape the query builder reads. */
export function parseSearchRequest(input: SearchInput, now = new Date()): SearchRequest {
  const limit = input.limit ?? 20;
  const offset = input.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 0 || limit > SEARCH_LIMITS.maxLimit) throw SearchErrors.limit();
  if (!Number.isInteger(offset) || offset < 0) throw SearchErrors.offset();
  if (offset + limit > SEARCH_LIMITS.window) throw SearchErrors.window();

  const query = input.query
    ? parseQuery(
        input.query.value,
        input.query.method ?? SearchMethod.FULL_TEXT,
        input.query.titleOnly ?? false,
      )
    : null;

  let date: SearchRequest['date'] = null;
  if (input.date) {
    const from = isoDate('date.from', input.date.from);
    const to = isoDate('date.to', input.date.to);
    if (input.date.preset && (from || to)) throw SearchErrors.presetAndRange();
    if (from && to && from > to) throw SearchErrors.dateOrder();
    const start = input.date.preset ? presetStart(input.date.preset, now) : from;
    if (start || to) date = { method: input.date.method ?? SearchDateMethod.CREATED, from: start, to };
  }

  const tags = listFilter(input.tags, 'tags.ids');
  const themes = listFilter(input.themes, 'themes.ids');
  const datasets = listFilter(input.datasets, 'datasets.ids');
  const location =
    input.location && input.location.ids.length > 0
      ? { operator: input.location.operator, ids: ids('location.ids', input.location.ids) }
      : null;
  const user =
    input.user && (input.user.ids.length > 0 || input.user.aiContributed)
      ? {
          operator: input.user.operator,
          ids: ids('user.ids', input.user.ids),
          aiContributed: input.user.aiContributed ?? null,
        }
      : null;

  const people =
    input.people && input.people.ids.length > 0 ? { ids: ids('people.ids', input.people.ids) } : null;

  const segments =
    input.segments && input.segments.ids.length > 0 ? { ids: ids('segments.ids', input.segments.ids) } : null;

  const notesFromPeople = listFilter(input.notesFromPeople, 'notesFromPeople.ids');

  const aggs = parseSearchAggs(input.aggs, input.groupFn, input.groupFnField, ids);
  if (input.groupFn && !aggs) throw SearchErrors.groupFnWithoutAggs();

  return {
    types: input.types && input.types.length > 0 ? [...new Set(input.types)] : null,
    query,
    location,
    user,
    tags,
    themes,
    datasets,
    people,
    segments,
    fields: parseFieldFilters(input.fields),
    personFields: parseFieldFilters(input.personFields, 'personFields'),
    notesFromFields: parseFieldFilters(input.notesFromFields, 'notesFromFields'),
    notesFromPeople,
    date,
    published: input.published ?? null,
    archived: input.archived === undefined ? false : input.archived,
    sort: {
      by: input.sort?.by ?? SearchSortBy.RELEVANCE,
      direction: input.sort?.direction ?? SortDirection.DESC,
    },
    filter: parseFilterGroup(input.filter, now),
    limit,
    offset,
    // Filled in by the search service from the member's project gate.
    hiddenProjectIds: [],
    aggs,
  };
}
