import { dashboardErrors } from './dashboard.errors';

/** Product rule: a chart's filter form is at most as long as a saved search (a page of rows). */
export const MAX_CHART_FILTER_FORM_LENGTH = 20_000;

/**
 * Checks the filter form a chart keeps for its editor (spec 000 §5: a string filter parameter must
 * be valid JSON): JSON of an object, within the length. What its rows mean is the compiled
 * search.filter's business, which is checked as a search; the form is only given back.
 */
export function checkChartFilterForm(value: string): string {
  if (value.length > MAX_CHART_FILTER_FORM_LENGTH) throw dashboardErrors.filterFormTooLong();
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw dashboardErrors.badFilterForm();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw dashboardErrors.badFilterForm();
  return value;
}
