/** Spec 000 §3: what a custom field can hold. PERSON (people) fields come with the people issue. */
export const CUSTOM_FIELD_TYPES = [
  'BOOLEAN',
  'DATETIME',
  'EMAIL',
  'NPS',
  'NUMBER',
  'PERSON',
  'PHONE',
  'SELECT',
  'TEXT',
  'URL',
] as const;
export type CustomFieldTypeValue = (typeof CUSTOM_FIELD_TYPES)[number];

/** Spec 000 §3: number formats of a NUMBER field (currency takes an optional currencySymbol). */
export const NUMBER_FORMATS = ['number', 'number_with_commas', 'percent', 'currency'] as const;
export type NumberFormatValue = (typeof NUMBER_FORMATS)[number];

/**
 * What a field describes. Spec 000 §3 names notes, insights and people; people do not exist yet, so
 * PERSON is not accepted today, and adding it is one more entry here plus a person_id column.
 */
export const CUSTOM_FIELD_TARGETS = ['NOTE', 'INSIGHT'] as const;
export type CustomFieldTargetValue = (typeof CUSTOM_FIELD_TARGETS)[number];

/** Spec 000 §9 and §5: the limits of custom fields and their select options. */
export const CUSTOM_FIELD_LIMITS = {
  /** §9 field label 250. */
  label: 250,
  /** §9 text field 10299; §3 field data maps an id to a string up to 10299 chars. */
  value: 10299,
  /** §9 field options 150000 (the serialized options list). */
  optionsChars: 150000,
  /** §5 select option label at most 50 chars. */
  optionLabel: 50,
  /** §5 at most 750 options per parse. */
  optionsPerParse: 750,
  /** §5 exactly one option gives max 1, otherwise max 100. */
  maxSelectableSingle: 1,
  maxSelectableMany: 100,
  /** Product rule: a currency symbol such as "$" or "CHF". */
  currencySymbol: 8,
  /** Product rule: fields per target per project (workspace fields included), so forms stay usable. */
  fieldsPerScope: 100,
} as const;
