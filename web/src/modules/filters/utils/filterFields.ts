import type {
  CustomFieldKey,
  FilterFieldKey,
  FilterOperator,
  FilterRowField,
  FilterValues,
} from '../types/FilterForm';
import type { FilterCustomField } from '../types/FilterOptions';

/**
 * What a field's values are: which multi-select, a boolean, a date, or (custom fields) a text, a
 * number, a day, the field's options or members.
 */
export type OperandKind =
  | 'types'
  | 'projects'
  | 'folders'
  | 'users'
  | 'tags'
  | 'people'
  | 'segments'
  | 'channels'
  | 'themes'
  | 'datasets'
  | 'boolean'
  | 'date'
  | 'fieldText'
  | 'fieldNumber'
  | 'fieldBoolean'
  | 'fieldDay'
  | 'fieldOptions'
  | 'fieldMembers';

/**
 * What a custom field's row reads (spec 000 §3 search options): `field` an object's own field
 * (fields), `personField` a field of people (personFields), `noteField` a field of the note an
 * object comes from (notesFromFields).
 */
export type CustomFieldRowKind = 'field' | 'personField' | 'noteField';

/** The targets of the fields each kind of row may name, as the search request's lists take them. */
const TARGETS: Record<CustomFieldRowKind, readonly string[]> = {
  field: ['NOTE', 'INSIGHT'],
  personField: ['PERSON'],
  noteField: ['NOTE'],
};

/** The kinds of rows, in the order the field menu lists their sections. */
export const CUSTOM_FIELD_ROW_KINDS: readonly CustomFieldRowKind[] = ['field', 'personField', 'noteField'];

const CUSTOM_KEY = /^(field|personField|noteField):(.+)$/;

export interface FilterFieldDef {
  key: FilterRowField;
  operand: OperandKind;
  /** The operators the field offers, the first one the default. */
  operators: readonly FilterOperator[];
  /** A custom field's row: the field. */
  customField?: FilterCustomField;
  /** A custom field's row: what it reads. */
  rowKind?: CustomFieldRowKind;
}

/** Fields whose values are picked from a list: changing to one clears operator and values (spec 000 §4). */
const SELECT_OPERANDS: readonly OperandKind[] = [
  'types',
  'projects',
  'folders',
  'users',
  'tags',
  'people',
  'segments',
  'channels',
  'themes',
  'datasets',
  'fieldOptions',
  'fieldMembers',
];

/** The system fields in the order the field menu offers them. */
export const FILTER_FIELDS: readonly FilterFieldDef[] = [
  { key: 'Type', operand: 'types', operators: ['IsOneOf', 'IsNotOneOf'] },
  { key: 'Project', operand: 'projects', operators: ['IsOneOf', 'IsNotOneOf'] },
  { key: 'ProjectCategory', operand: 'folders', operators: ['IsOneOf', 'IsNotOneOf'] },
  {
    key: 'Tags',
    operand: 'tags',
    operators: ['HasAnyOf', 'HasAllOf', 'HasNoneOf', 'MissingAllOf', 'IsEmpty', 'IsNotEmpty'],
  },
  // Spec 000 §3: people {CONTAINS, ids}, the notes they appear in.
  { key: 'People', operand: 'people', operators: ['HasAnyOf'] },
  // Spec 000 §3 notesFromPeople, a list filter: notes and highlights by the people of their note.
  {
    key: 'NotesFromPeople',
    operand: 'people',
    operators: ['HasAnyOf', 'HasAllOf', 'HasNoneOf', 'MissingAllOf', 'IsEmpty', 'IsNotEmpty'],
  },
  // Spec 000 §3: segments {CONTAINS, ids}, people in any of the segments and the notes they appear in.
  { key: 'Segments', operand: 'segments', operators: ['HasAnyOf'] },
  // Spec 000 §3 filter field Channel: the themes and data points in the channels (search location).
  { key: 'Channel', operand: 'channels', operators: ['IsOneOf', 'IsNotOneOf'] },
  // Spec 000 §3 request model: themes and datasets, list filters like tags.
  {
    key: 'Themes',
    operand: 'themes',
    operators: ['HasAnyOf', 'HasAllOf', 'HasNoneOf', 'MissingAllOf', 'IsEmpty', 'IsNotEmpty'],
  },
  {
    key: 'Datasets',
    operand: 'datasets',
    operators: ['HasAnyOf', 'HasAllOf', 'HasNoneOf', 'MissingAllOf', 'IsEmpty', 'IsNotEmpty'],
  },
  { key: 'Authors', operand: 'users', operators: ['IsOneOf', 'IsNotOneOf'] },
  { key: 'Contributors', operand: 'users', operators: ['HasAnyOf', 'HasNoneOf'] },
  { key: 'AiGenerated', operand: 'boolean', operators: ['Is'] },
  { key: 'Created', operand: 'date', operators: ['Is', 'IsAfter', 'IsBefore'] },
  { key: 'Updated', operand: 'date', operators: ['Is', 'IsAfter', 'IsBefore'] },
  { key: 'Published', operand: 'boolean', operators: ['Is'] },
  { key: 'Archived', operand: 'boolean', operators: ['Is'] },
];

const EMPTY_TESTS: readonly FilterOperator[] = ['IsEmpty', 'IsNotEmpty'];

/**
 * The operand and operators of a custom field's row, by its type (spec 000 §3 entries: TEXT
 * CONTAINS/NOT_CONTAINS, BOOLEAN and DATE likewise, NUMBER EQUAL/NOT_EQUAL/GREATER_THAN/LESS_THAN;
 * every type can be empty or not). A single-choice SELECT reads "is one of", a multi-choice one
 * "has any of".
 */
export function customFieldDef(
  field: FilterCustomField,
  rowKind: CustomFieldRowKind = 'field',
): FilterFieldDef {
  const key = customFieldKey(rowKind, field);
  const def = (operand: OperandKind, operators: readonly FilterOperator[]): FilterFieldDef => ({
    key,
    operand,
    operators: [...operators, ...EMPTY_TESTS],
    customField: field,
    rowKind,
  });
  switch (field.type) {
    case 'BOOLEAN':
      return def('fieldBoolean', ['Is', 'IsNot']);
    case 'NUMBER':
    case 'NPS':
      return def('fieldNumber', ['Is', 'IsNot', 'IsGreaterThan', 'IsLessThan']);
    case 'DATETIME':
      return def('fieldDay', ['Is', 'IsNot']);
    case 'SELECT':
      return def(
        'fieldOptions',
        field.maxSelectable === 1 ? ['IsOneOf', 'IsNotOneOf'] : ['HasAnyOf', 'HasNoneOf'],
      );
    case 'PERSON':
      return def('fieldMembers', ['IsOneOf', 'IsNotOneOf']);
    default:
      return def('fieldText', ['Contains', 'DoesNotContain']);
  }
}

export function isCustomFieldKey(key: string | null): key is CustomFieldKey {
  return key !== null && CUSTOM_KEY.test(key);
}

/** The row key of a custom field read as `rowKind`. */
export function customFieldKey(rowKind: CustomFieldRowKind, field: { id: string }): CustomFieldKey {
  return `${rowKind}:${field.id}`;
}

/** The fields of `fields` a row of this kind may name (by target). */
export function fieldsForRowKind(
  rowKind: CustomFieldRowKind,
  fields: readonly FilterCustomField[],
): FilterCustomField[] {
  return fields.filter((field) => TARGETS[rowKind].includes(field.target));
}

/**
 * A row field's definition; a custom field's needs the fields the page knows (null if it is not
 * one, or names a field of a target its kind does not read).
 */
export function fieldDef(
  key: FilterRowField | null,
  customFields: readonly FilterCustomField[] = [],
): FilterFieldDef | null {
  if (isCustomFieldKey(key)) {
    const [, rowKind, id] = CUSTOM_KEY.exec(key) ?? [];
    const kind = rowKind as CustomFieldRowKind;
    const field = fieldsForRowKind(kind, customFields).find((candidate) => candidate.id === id);
    return field ? customFieldDef(field, kind) : null;
  }
  return FILTER_FIELDS.find((field) => field.key === key) ?? null;
}

export function isSelectField(
  key: FilterRowField | null,
  customFields: readonly FilterCustomField[] = [],
): boolean {
  const def = fieldDef(key, customFields);
  return def !== null && SELECT_OPERANDS.includes(def.operand);
}

/** Operators that need no values (spec 000 §5: such rows are kept when empty). */
export function needsNoValues(operator: FilterOperator | null): boolean {
  return operator === 'IsEmpty' || operator === 'IsNotEmpty';
}

/** Empty values of the shape a field and operator take. */
export function emptyValues(
  key: FilterRowField | null,
  operator: FilterOperator | null,
  customFields: readonly FilterCustomField[] = [],
): FilterValues | null {
  const def = fieldDef(key, customFields);
  if (!def || operator === null || needsNoValues(operator)) return null;
  switch (def.operand) {
    case 'boolean':
    case 'fieldBoolean':
      return { kind: 'boolean', value: null };
    case 'date':
      return operator === 'Is'
        ? { kind: 'range', preset: null, from: null, to: null }
        : { kind: 'date', value: null };
    case 'fieldDay':
      return { kind: 'date', value: null };
    case 'fieldText':
      return { kind: 'text', value: '' };
    case 'fieldNumber':
      return { kind: 'number', value: '' };
    default:
      return { kind: 'ids', ids: [] };
  }
}

/** The system fields (and `FilterFieldKey` values) only, for code that reads a system key. */
export const isSystemKey = (key: FilterRowField | null): key is FilterFieldKey =>
  key !== null && !isCustomFieldKey(key);
