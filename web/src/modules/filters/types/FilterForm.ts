/** The filter form's combinator (spec 000 §3): every row must hold, or at least one. */
export type FilterCombinator = 'And' | 'Or';

/** Spec 000 §3 filter form operators (the ones fields of the product use today). */
export type FilterOperator =
  | 'Contains'
  | 'DoesNotContain'
  | 'HasAllOf'
  | 'HasAnyOf'
  | 'HasNoneOf'
  | 'IsAfter'
  | 'IsBefore'
  | 'IsGreaterThan'
  | 'IsLessThan'
  | 'IsNotOneOf'
  | 'IsOneOf'
  | 'Is'
  | 'IsNot'
  | 'IsEmpty'
  | 'IsNotEmpty'
  | 'MissingAllOf';

/**
 * The fields a row can filter on: spec 000 §3 system filter fields that exist in the product today,
 * plus Type (the kind of object, which the search tabs also choose).
 */
export type FilterFieldKey =
  | 'Type'
  | 'Project'
  | 'ProjectCategory'
  | 'Authors'
  | 'Contributors'
  | 'AiGenerated'
  | 'Tags'
  | 'People'
  | 'NotesFromPeople'
  | 'Segments'
  | 'Channel'
  | 'Themes'
  | 'Datasets'
  | 'Created'
  | 'Updated'
  | 'Published'
  | 'Archived';

/**
 * A row on a custom field (spec 000 §3), by what it reads: `field:` an object's own field (notes
 * and insights; a highlight its note's), `personField:` a field of people (people, and notes and
 * highlights by their people's), `noteField:` a field of the note an object comes from. Then its id.
 */
export type CustomFieldKey = `field:${string}` | `personField:${string}` | `noteField:${string}`;

/** What a row filters on: a system field or a custom field. */
export type FilterRowField = FilterFieldKey | CustomFieldKey;

/** Spec 000 §3 relative dates, as a count and unit back from now. */
export type RelativeDate = '1h' | '1w' | '2w' | '4w' | '1m' | '3m' | '6m' | '1y' | '2y';

/** Spec 000 §3 date presets. */
export type DatePreset =
  | 'thisWeek'
  | 'thisMonth'
  | 'thisQuarter'
  | 'thisYear'
  | 'last7Days'
  | 'last14Days'
  | 'last28Days'
  | 'last90Days'
  | 'last180Days'
  | 'allTimeNoRange';

/**
 * A row's values by operand kind: ids of a multi-select (a user field may also hold the special
 * tokens), a boolean, a date (relative, or an ISO 8601 date), or a preset or custom date range.
 */
export type FilterValues =
  | { kind: 'ids'; ids: string[] }
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: string }
  | { kind: 'boolean'; value: boolean | null }
  | { kind: 'date'; value: RelativeDate | string | null }
  | { kind: 'range'; preset: DatePreset | 'custom' | null; from: string | null; to: string | null };

export interface FilterRow {
  id: string;
  field: FilterRowField | null;
  operator: FilterOperator | null;
  values: FilterValues | null;
  /** Kept but not shown (spec 000 §3: optional hidden), e.g. a filter a view applies for the user. */
  hidden?: boolean;
}

export interface FilterForm {
  combinator: FilterCombinator;
  rows: FilterRow[];
}

/** Spec 000 §3 special user tokens, stored among a user field's ids. */
export const CURRENT_USER = 'currentUser';
export const AI_USER = 'aiGeneratedUser';
