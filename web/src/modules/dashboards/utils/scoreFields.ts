import type { FilterCustomField } from '../../filters/types/FilterOptions';
import type { ChartGroupBy } from '../types/ChartGrouping';

/**
 * The NUMBER and NPS fields whose values the counted items hold: a person's own fields for people,
 * notes' and insights' fields for the rest. A field of notes and one of insights may be the same
 * field twice over: one entry per id.
 */
export function scoreFieldsOf(
  customFields: readonly FilterCustomField[],
  counted: string,
): FilterCustomField[] {
  const people = counted === 'PERSON';
  return customFields
    .filter((field) => (field.target === 'PERSON') === people)
    .filter((field) => field.type === 'NUMBER' || field.type === 'NPS')
    .filter((field, index, all) => all.findIndex((other) => other.id === field.id) === index);
}

/** The score field segments start on: an NPS field for NPS, a NUMBER (1–5 rating) one for CSAT. */
export function defaultScoreFieldIn(
  fields: readonly FilterCustomField[],
  groupBy: ChartGroupBy,
): string | null {
  const wanted = groupBy === 'npsSegments' ? 'NPS' : 'NUMBER';
  return (fields.find((field) => field.type === wanted) ?? fields[0])?.id ?? null;
}
