import type {
  DatePreset,
  FilterCombinator,
  FilterFieldKey,
  FilterForm,
  FilterOperator,
  FilterRow,
  FilterRowField,
  FilterValues,
} from '../types/FilterForm';
import { fieldDef, isCustomFieldKey } from './filterFields';

/** Spec 000 §3 filter form operators: what a custom field's row may hold before its field is known. */
const OPERATORS: readonly FilterOperator[] = [
  'Contains',
  'DoesNotContain',
  'HasAllOf',
  'HasAnyOf',
  'HasNoneOf',
  'IsAfter',
  'IsBefore',
  'IsGreaterThan',
  'IsLessThan',
  'IsNotOneOf',
  'IsOneOf',
  'Is',
  'IsNot',
  'IsEmpty',
  'IsNotEmpty',
  'MissingAllOf',
];
const CUSTOM_KEY =
  /^(field|personField|noteField):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec 000 §3 date presets. */
export const DATE_PRESETS: readonly DatePreset[] = [
  'thisWeek',
  'thisMonth',
  'thisQuarter',
  'thisYear',
  'last7Days',
  'last14Days',
  'last28Days',
  'last90Days',
  'last180Days',
  'allTimeNoRange',
];

export const EMPTY_FILTER_FORM: FilterForm = { combinator: 'And', rows: [] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function readValues(value: unknown): FilterValues | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isObject(value)) return undefined;
  switch (value.kind) {
    case 'ids':
      return Array.isArray(value.ids) && value.ids.every((id) => typeof id === 'string')
        ? { kind: 'ids', ids: value.ids as string[] }
        : undefined;
    case 'text':
    case 'number':
      return typeof value.value === 'string' ? { kind: value.kind, value: value.value } : undefined;
    case 'boolean':
      return typeof value.value === 'boolean' || value.value === null
        ? { kind: 'boolean', value: value.value }
        : undefined;
    case 'date':
      return { kind: 'date', value: stringOrNull(value.value) };
    case 'range': {
      const preset =
        value.preset === 'custom' || DATE_PRESETS.includes(value.preset as DatePreset)
          ? (value.preset as DatePreset | 'custom')
          : null;
      return { kind: 'range', preset, from: stringOrNull(value.from), to: stringOrNull(value.to) };
    }
    default:
      return undefined;
  }
}

/**
 * A filter form from stored JSON (an address or a saved feed): rows of known fields and operators
 * with values of a known shape. `ok` is false when something was left out for not being one.
 */
export function parseFilterForm(value: unknown): { form: FilterForm; ok: boolean } {
  if (!isObject(value) || !Array.isArray(value.rows)) return { form: EMPTY_FILTER_FORM, ok: false };
  const combinator: FilterCombinator = value.combinator === 'Or' ? 'Or' : 'And';
  let ok = value.combinator === 'And' || value.combinator === 'Or';
  const rows: FilterRow[] = [];
  for (const raw of value.rows) {
    if (!isObject(raw) || typeof raw.id !== 'string') {
      ok = false;
      continue;
    }
    // A row just added has no field yet: it stays (the address is the form as being built).
    if (raw.field === null) {
      rows.push({ id: raw.id, field: null, operator: null, values: null });
      continue;
    }
    // A custom field's row is kept with any spec operator: which ones its field takes is known only
    // once the fields are loaded, and compiling checks it then.
    const custom = typeof raw.field === 'string' && isCustomFieldKey(raw.field) && CUSTOM_KEY.test(raw.field);
    const def = custom
      ? { key: raw.field as FilterRowField, operators: OPERATORS }
      : fieldDef(typeof raw.field === 'string' ? (raw.field as FilterFieldKey) : null);
    const operator =
      def && typeof raw.operator === 'string' && def.operators.includes(raw.operator as FilterOperator)
        ? (raw.operator as FilterOperator)
        : null;
    const values = readValues(raw.values);
    if (
      !def ||
      (raw.operator !== null && raw.operator !== undefined && operator === null) ||
      values === undefined
    ) {
      ok = false;
      continue;
    }
    rows.push({
      id: raw.id,
      field: def.key,
      operator,
      values,
      ...(raw.hidden === true ? { hidden: true } : {}),
    });
  }
  return { form: { combinator, rows }, ok };
}

/** A new, empty row. */
export function newFilterRow(): FilterRow {
  return { id: crypto.randomUUID(), field: null, operator: null, values: null };
}
