import type { FilterOperator, FilterRow, FilterRowField } from '../types/FilterForm';
import type { FilterCustomField } from '../types/FilterOptions';
import { emptyValues, fieldDef, isSelectField, needsNoValues } from './filterFields';

/**
 * A row with another field (spec 000 §4): the operator stays when the new field allows it, else it
 * becomes the new field's first; a select field clears operator and values. A row with no field
 * yet takes the new field's first operator: that is choosing a field, not changing it.
 */
export function changeRowField(
  row: FilterRow,
  field: FilterRowField,
  customFields: readonly FilterCustomField[] = [],
): FilterRow {
  const def = fieldDef(field, customFields);
  if (!def || row.field === field) return row;
  if (row.field !== null && isSelectField(field, customFields))
    return { ...row, field, operator: null, values: null };
  const operator =
    row.operator !== null && def.operators.includes(row.operator) ? row.operator : (def.operators[0] ?? null);
  const kept =
    row.values !== null &&
    fieldDef(row.field, customFields)?.operand === def.operand &&
    operator === row.operator;
  return { ...row, field, operator, values: kept ? row.values : emptyValues(field, operator, customFields) };
}

/** A row with another operator: values keep when their shape still fits, else start empty. */
export function changeRowOperator(
  row: FilterRow,
  operator: FilterOperator,
  customFields: readonly FilterCustomField[] = [],
): FilterRow {
  const next = emptyValues(row.field, operator, customFields);
  if (needsNoValues(operator)) return { ...row, operator, values: null };
  const values = row.values !== null && next !== null && row.values.kind === next.kind ? row.values : next;
  return { ...row, operator, values };
}
