import { registerEnumType } from '@nestjs/graphql';

/** Searchable object types (spec 000 §2). */
export enum SearchObjectType {
  CHANNEL = 'CHANNEL',
  CHANNEL_DATAPOINT = 'CHANNEL_DATAPOINT',
  HIGHLIGHT = 'HIGHLIGHT',
  INSIGHT = 'INSIGHT',
  NOTE = 'NOTE',
  PERSON = 'PERSON',
  PROJECT = 'PROJECT',
  PROJECT_CATEGORY = 'PROJECT_CATEGORY',
  TAG = 'TAG',
  THEME = 'THEME',
}

export enum SearchMethod {
  FULL_TEXT = 'FULL_TEXT',
  VECTOR = 'VECTOR',
  HYBRID = 'HYBRID',
}

export enum SearchLocationOperator {
  LOCATED_IN = 'LOCATED_IN',
  NOT_LOCATED_IN = 'NOT_LOCATED_IN',
}

export enum SearchUserOperator {
  CONTRIBUTED_BY = 'CONTRIBUTED_BY',
  NOT_CONTRIBUTED_BY = 'NOT_CONTRIBUTED_BY',
  CREATED_BY = 'CREATED_BY',
  NOT_CREATED_BY = 'NOT_CREATED_BY',
}

export enum SearchListOperator {
  ALL = 'ALL',
  CONTAINS = 'CONTAINS',
  IS_NOT_ONE_OF = 'IS_NOT_ONE_OF',
  IS_ALL_OF = 'IS_ALL_OF',
  IS_NOT_ALL_OF = 'IS_NOT_ALL_OF',
  IS_EMPTY = 'IS_EMPTY',
  IS_NOT_EMPTY = 'IS_NOT_EMPTY',
}

export enum SearchDateMethod {
  CREATED = 'CREATED',
  UPDATED = 'UPDATED',
}

/** Date presets, named as the spec names them. */
export enum SearchDatePreset {
  thisWeek = 'thisWeek',
  thisMonth = 'thisMonth',
  thisQuarter = 'thisQuarter',
  thisYear = 'thisYear',
  last7Days = 'last7Days',
  last14Days = 'last14Days',
  last28Days = 'last28Days',
  last90Days = 'last90Days',
  last180Days = 'last180Days',
  allTimeNoRange = 'allTimeNoRange',
}

export enum SearchSortBy {
  RELEVANCE = 'RELEVANCE',
  CREATED = 'CREATED',
  UPDATED = 'UPDATED',
}

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}

registerEnumType(SearchObjectType, {
  name: 'SearchObjectType',
  description: 'Searchable object types (spec 000 §2).',
});
registerEnumType(SearchMethod, {
  name: 'SearchMethod',
  description: 'FULL_TEXT: words and phrases; VECTOR: meaning; HYBRID: both, fused by reciprocal rank.',
});
registerEnumType(SearchLocationOperator, { name: 'SearchLocationOperator' });
registerEnumType(SearchUserOperator, { name: 'SearchUserOperator' });
registerEnumType(SearchListOperator, {
  name: 'SearchListOperator',
  description:
    'ALL: no condition; CONTAINS: any of the ids; IS_NOT_ONE_OF: none of them; IS_ALL_OF: every one; IS_NOT_ALL_OF: not every one; IS_EMPTY: none at all; IS_NOT_EMPTY: at least one.',
});
registerEnumType(SearchDateMethod, { name: 'SearchDateMethod' });
registerEnumType(SearchDatePreset, { name: 'SearchDatePreset' });
registerEnumType(SearchSortBy, { name: 'SearchSortBy' });
registerEnumType(SortDirection, { name: 'SortDirection' });

/** Buckets of a date histogram (spec 000 §3, aggregations: date interval). */
export enum SearchDateInterval {
  year = 'year',
  quarter = 'quarter',
  month = 'month',
  week = 'week',
  day = 'day',
  hour = 'hour',
  minute = 'minute',
}

/** What a location aggregation counts by: the project or the folder items are in. */
export enum SearchLocationAggType {
  PROJECT = 'PROJECT',
  FOLDER = 'FOLDER',
  CHANNEL = 'CHANNEL',
}

/**
 * The fields a field aggregation can count by today. Custom fields (spec 000 §3: field ids and
 * type) join these when they exist.
 */
export enum SearchAggField {
  TAGS = 'TAGS',
  CREATED_BY = 'CREATED_BY',
  CONTRIBUTORS = 'CONTRIBUTORS',
  PUBLISHED = 'PUBLISHED',
  TYPE = 'TYPE',
}

/**
 * What each bucket's value is (spec 000 §3, functions). COUNT and PERCENT count matches; MAX, MIN,
 * AVG and SUM read a NUMBER or NPS custom field (groupFnField); NPS is the net promoter score of
 * such a field (% promoters − % detractors, spec 000 §9) and CSAT the share of its values that are
 * satisfied (4 or 5 on a 1–5 scale).
 */
export enum SearchGroupFn {
  MAX = 'MAX',
  MIN = 'MIN',
  AVG = 'AVG',
  SUM = 'SUM',
  NPS = 'NPS',
  CSAT = 'CSAT',
  PERCENT = 'PERCENT',
  COUNT = 'COUNT',
}

/** Spec 000 §3: the kinds of custom-field filter entries. */
export enum SearchFieldFilterType {
  TEXT = 'TEXT',
  BOOLEAN = 'BOOLEAN',
  NUMBER = 'NUMBER',
  DATE = 'DATE',
}

/**
 * Spec 000 §3 custom-field operators: TEXT, BOOLEAN and DATE take CONTAINS or NOT_CONTAINS, NUMBER
 * takes EQUAL, NOT_EQUAL, GREATER_THAN or LESS_THAN; IS_EMPTY and IS_NOT_EMPTY (spec 000 §5, §7:
 * "empty") take no value and suit every type.
 */
export enum SearchFieldOperator {
  CONTAINS = 'CONTAINS',
  NOT_CONTAINS = 'NOT_CONTAINS',
  EQUAL = 'EQUAL',
  NOT_EQUAL = 'NOT_EQUAL',
  GREATER_THAN = 'GREATER_THAN',
  LESS_THAN = 'LESS_THAN',
  IS_EMPTY = 'IS_EMPTY',
  IS_NOT_EMPTY = 'IS_NOT_EMPTY',
}

/** Spec 000 §3: people and segments filters take CONTAINS. */
export enum SearchPeopleOperator {
  CONTAINS = 'CONTAINS',
}

registerEnumType(SearchDateInterval, { name: 'SearchDateInterval' });
registerEnumType(SearchLocationAggType, { name: 'SearchLocationAggType' });
registerEnumType(SearchAggField, {
  name: 'SearchAggField',
  description:
    'TAGS: by tag; CREATED_BY: by author; CONTRIBUTORS: by every member who contributed; PUBLISHED: insights published or not; TYPE: by object type.',
});
registerEnumType(SearchGroupFn, {
  name: 'SearchGroupFn',
  description:
    "COUNT: how many matches fall in the bucket; PERCENT: that count as a percentage of all matches (an item with several tags counts in each of its tags' buckets); MAX, MIN, AVG, SUM: of the groupFnField values of the bucket's matches; NPS: their net promoter score (% 9–10 minus % 0–6); CSAT: the percentage of them that are 4 or more. With a groupFnField, only matches with a value of it count, for every function.",
});
registerEnumType(SearchFieldFilterType, {
  name: 'SearchFieldFilterType',
  description:
    'TEXT: text, e-mail, phone, URL, SELECT (values are option ids) and PERSON (values are member ids) fields; BOOLEAN; NUMBER: NUMBER and NPS fields; DATE: DATETIME fields.',
});
registerEnumType(SearchFieldOperator, {
  name: 'SearchFieldOperator',
  description:
    'TEXT: CONTAINS (any of the values; SELECT and PERSON: any of the ids) or NOT_CONTAINS; BOOLEAN: CONTAINS (the value is it) or NOT_CONTAINS; NUMBER: EQUAL, NOT_EQUAL, GREATER_THAN, LESS_THAN; DATE: CONTAINS (on that day, UTC) or NOT_CONTAINS; every type: IS_EMPTY, IS_NOT_EMPTY.',
});
registerEnumType(SearchPeopleOperator, {
  name: 'SearchPeopleOperator',
  description: 'CONTAINS: notes (and their highlights) with any of the people.',
});
