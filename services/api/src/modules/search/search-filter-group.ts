import { AppError } from '@fieldnote/core';
import { SearchCombinator, type SearchFilterGroupInput } from './dto/search-filter.input';
import { SearchListOperator, type SearchObjectType } from './dto/search.enums';
import type { SearchInput } from './dto/search.input';
import { type SearchRequest, parseSearchRequest } from './search-request';
import { MAX_FILTER_CLAUSES } from './search.limits';

/** Spec 000 §3 filter form: a page of rows is small; this bounds the SQL a request can build. */
export { MAX_FILTER_CLAUSES };

/** A clause, checked: the types it keeps or leaves out, or a request holding only its one filter. */
export type ParsedClause =
  | { kind: 'types'; include: boolean; types: SearchObjectType[] }
  | { kind: 'filters'; request: SearchRequest };

export interface ParsedFilterGroup {
  combinator: SearchCombinator;
  clauses: ParsedClause[];
}

const FILTER_KEYS = [
  'types',
  'location',
  'user',
  'tags',
  'themes',
  'datasets',
  'people',
  'segments',
  'field',
  'personField',
  'notesFromField',
  'notesFromPeople',
  'date',
  'published',
  'archived',
] as const;

const clauseError = (index: number, message: string, field?: string): AppError =>
  AppError.badInput(`Filter row ${index + 1}: ${message}`, {
    field: `filter.clauses.${index}${field ? `.${field}` : ''}`,
  });

/**
 * Checks a filter group once, at the boundary. Each clause is read by the same rules as the
 * top-level option of its name (ids are UUIDs, dates ISO 8601, …), so a row cannot mean more or
 * less than that option; errors name the row.
 */
export function parseFilterGroup(
  input: SearchFilterGroupInput | null | undefined,
  now: Date,
): ParsedFilterGroup | null {
  if (!input) return null;
  if (input.clauses.length > MAX_FILTER_CLAUSES) {
    throw AppError.badInput(`A filter can have at most ${MAX_FILTER_CLAUSES} rows.`, {
      field: 'filter.clauses',
    });
  }
  const clauses = input.clauses.map((clause, index): ParsedClause => {
    const set = FILTER_KEYS.filter((key) => clause[key] !== undefined && clause[key] !== null);
    if (set.length !== 1) throw clauseError(index, 'set exactly one condition.');
    if (clause.types) {
      const { operator, types } = clause.types;
      if (operator !== SearchListOperator.CONTAINS && operator !== SearchListOperator.IS_NOT_ONE_OF) {
        throw clauseError(index, 'types take CONTAINS or IS_NOT_ONE_OF.', 'types.operator');
      }
      if (types.length === 0) throw clauseError(index, 'choose at least one type.', 'types.types');
      return { kind: 'types', include: operator === SearchListOperator.CONTAINS, types: [...new Set(types)] };
    }
    const single: SearchInput = {
      location: clause.location,
      user: clause.user,
      tags: clause.tags,
      themes: clause.themes,
      datasets: clause.datasets,
      people: clause.people,
      segments: clause.segments,
      fields: clause.field ? [clause.field] : null,
      personFields: clause.personField ? [clause.personField] : null,
      notesFromFields: clause.notesFromField ? [clause.notesFromField] : null,
      notesFromPeople: clause.notesFromPeople,
      date: clause.date,
      published: clause.published ?? null,
      archived: clause.archived ?? null,
      limit: 0,
      offset: 0,
    };
    try {
      return { kind: 'filters', request: parseSearchRequest(single, now) };
    } catch (error) {
      if (error instanceof AppError) {
        const field = typeof error.details?.field === 'string' ? error.details.field : undefined;
        throw clauseError(index, error.message, field);
      }
      throw error;
    }
  });
  return { combinator: input.combinator, clauses };
}
