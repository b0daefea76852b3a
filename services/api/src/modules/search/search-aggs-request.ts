import type { SearchAggsInput } from './dto/search-aggs.input';
import {
  SearchAggField,
  SearchDateInterval,
  SearchDateMethod,
  SearchGroupFn,
  type SearchLocationAggType,
} from './dto/search.enums';
import { SearchErrors } from './search.errors';

export const AGG_LIMITS = {
  defaultTopK: 10,
  maxTopK: 100,
  minPeriods: 1,
  maxPeriods: 5,
  defaultPeriods: 2,
  /** A date histogram longer than this is refused: a chart of it could not be read anyway. */
  maxDateBuckets: 1000,
} as const;

/** The aggregations of a request, checked and with their defaults filled in. */
export interface SearchAggsRequest {
  groupFn: SearchGroupFn;
  date: { method: SearchDateMethod; interval: SearchDateInterval } | null;
  location: { type: SearchLocationAggType; topK: number } | null;
  field: { type: SearchAggField; ids: string[]; topK: number } | null;
  theme: { topK: number } | null;
  period: { method: SearchDateMethod; lastPeriod: SearchDateInterval; periods: number } | null;
  /** The NUMBER or NPS custom field groupFn reads; null: groupFn counts matches. */
  valueField: string | null;
  sentiment: boolean;
  /** The score field of each segments aggregation asked for. */
  npsSegments: { fieldId: string } | null;
  csatSegments: { fieldId: string } | null;
}

/** The functions that read a field's numbers: they need a groupFnField. */
const READS_FIELD: readonly SearchGroupFn[] = [
  SearchGroupFn.MAX,
  SearchGroupFn.MIN,
  SearchGroupFn.AVG,
  SearchGroupFn.SUM,
  SearchGroupFn.NPS,
  SearchGroupFn.CSAT,
];

function topK(field: string, value: number | null | undefined): number {
  if (value === null || value === undefined) return AGG_LIMITS.defaultTopK;
  if (!Number.isInteger(value) || value < 1 || value > AGG_LIMITS.maxTopK) throw SearchErrors.topK(field);
  return value;
}

/**
 * Checks a request's aggs once, at the boundary (spec 000 §5: period count 1 to 5); `ids` checks
 * a list of ids the way the request's filters are checked. Null when nothing is asked for.
 */
export function parseSearchAggs(
  aggs: SearchAggsInput | null | undefined,
  groupFn: SearchGroupFn | null | undefined,
  groupFnField: string | null | undefined,
  ids: (field: string, values: string[]) => string[],
): SearchAggsRequest | null {
  if (!aggs) return null;
  const fn = groupFn ?? SearchGroupFn.COUNT;
  const valueField = groupFnField ? (ids('groupFnField', [groupFnField])[0] ?? null) : null;
  if (READS_FIELD.includes(fn) && !valueField) throw SearchErrors.groupFnNeedsField(fn);
  const segments = (name: 'npsSegments' | 'csatSegments') => {
    const asked = aggs[name];
    return asked ? { fieldId: ids(`aggs.${name}.field`, [asked.field])[0] ?? '' } : null;
  };
  let period: SearchAggsRequest['period'] = null;
  if (aggs.period) {
    const periods = aggs.period.periods ?? AGG_LIMITS.defaultPeriods;
    if (!Number.isInteger(periods) || periods < AGG_LIMITS.minPeriods || periods > AGG_LIMITS.maxPeriods)
      throw SearchErrors.periods();
    period = {
      method: aggs.period.method ?? SearchDateMethod.CREATED,
      lastPeriod: aggs.period.lastPeriod ?? SearchDateInterval.month,
      periods,
    };
  }
  let field: SearchAggsRequest['field'] = null;
  if (aggs.field) {
    const listed = aggs.field.ids ?? [];
    const byId =
      aggs.field.type === SearchAggField.TAGS ||
      aggs.field.type === SearchAggField.CREATED_BY ||
      aggs.field.type === SearchAggField.CONTRIBUTORS;
    if (listed.length > 0 && !byId) throw SearchErrors.fieldIdsUnused(aggs.field.type);
    field = {
      type: aggs.field.type,
      ids: ids('aggs.field.ids', listed),
      topK: topK('aggs.field.topK', aggs.field.topK),
    };
  }
  return {
    groupFn: fn,
    valueField,
    sentiment: aggs.sentiment === true,
    npsSegments: segments('npsSegments'),
    csatSegments: segments('csatSegments'),
    date: aggs.date
      ? {
          method: aggs.date.method ?? SearchDateMethod.CREATED,
          interval: aggs.date.interval ?? SearchDateInterval.month,
        }
      : null,
    location: aggs.location
      ? { type: aggs.location.type, topK: topK('aggs.location.topK', aggs.location.topK) }
      : null,
    field,
    theme: aggs.theme ? { topK: topK('aggs.theme.topK', aggs.theme.topK) } : null,
    period,
  };
}
