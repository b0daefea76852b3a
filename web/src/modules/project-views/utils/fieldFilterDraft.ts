import type { CustomFieldFieldsFragment } from '../../../gql/graphql';
import type { ViewFieldFilter } from '../types/ViewState';

/** The conditions the editor offers, named for people in strings.fieldOperators. */
export type FieldCondition =
  | 'CONTAINS'
  | 'NOT_CONTAINS'
  | 'HAS_ANY'
  | 'HAS_NONE'
  | 'IS'
  | 'IS_NOT'
  | 'ON'
  | 'NOT_ON'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'GREATER_THAN'
  | 'LESS_THAN';

/** A custom-field filter being edited: the field, a condition, and its value as typed. */
export interface FieldFilterDraft {
  key: string;
  fieldId: string | null;
  condition: FieldCondition | null;
  text: string;
  optionIds: string[];
}

const NUMBER_OPERATORS = ['GREATER_THAN', 'LESS_THAN', 'EQUAL', 'NOT_EQUAL'] as const;

/** The conditions a field offers (labels in strings.fieldOperators), the first the default. */
export function conditionsFor(field: CustomFieldFieldsFragment | undefined): FieldCondition[] {
  switch (field?.type) {
    case 'NUMBER':
    case 'NPS':
      return [...NUMBER_OPERATORS];
    case 'BOOLEAN':
      return ['IS', 'IS_NOT'];
    case 'DATETIME':
      return ['ON', 'NOT_ON'];
    case 'SELECT':
      return ['HAS_ANY', 'HAS_NONE'];
    case undefined:
      return [];
    default:
      return ['CONTAINS', 'NOT_CONTAINS'];
  }
}

/** The draft as the API's filter entry (spec 000 §3), or null while it is not complete. */
export function toFieldFilter(
  draft: FieldFilterDraft,
  fields: CustomFieldFieldsFragment[],
): ViewFieldFilter | null {
  const field = fields.find((f) => f.id === draft.fieldId);
  if (!field || !draft.condition || !conditionsFor(field).includes(draft.condition)) return null;
  const text = draft.text.trim();
  const negate =
    draft.condition === 'NOT_CONTAINS' || draft.condition === 'HAS_NONE' || draft.condition === 'NOT_ON';
  const operator = negate ? 'NOT_CONTAINS' : 'CONTAINS';
  switch (field.type) {
    case 'NUMBER':
    case 'NPS': {
      const value = Number(text);
      if (text === '' || !Number.isFinite(value)) return null;
      const op = NUMBER_OPERATORS.find((o) => o === draft.condition);
      return op ? { id: field.id, type: 'NUMBER', operator: op, value } : null;
    }
    case 'BOOLEAN':
      if (text !== 'true' && text !== 'false') return null;
      return {
        id: field.id,
        type: 'BOOLEAN',
        operator: draft.condition === 'IS' ? 'CONTAINS' : 'NOT_CONTAINS',
        value: text === 'true',
      };
    case 'DATETIME':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? { id: field.id, type: 'DATE', operator, value: text } : null;
    case 'SELECT':
      return draft.optionIds.length > 0
        ? { id: field.id, type: 'TEXT', operator, values: draft.optionIds }
        : null;
    default:
      return text ? { id: field.id, type: 'TEXT', operator, values: [text] } : null;
  }
}

/** A saved entry as a draft, to edit it again. */
export function toDraft(
  filter: ViewFieldFilter,
  fields: CustomFieldFieldsFragment[],
  key: string,
): FieldFilterDraft {
  const field = fields.find((f) => f.id === filter.id);
  const base = { key, fieldId: filter.id, optionIds: [] as string[], text: '' };
  switch (filter.type) {
    case 'NUMBER':
      return { ...base, condition: filter.operator, text: String(filter.value) };
    case 'BOOLEAN':
      return {
        ...base,
        condition: filter.operator === 'CONTAINS' ? 'IS' : 'IS_NOT',
        text: String(filter.value),
      };
    case 'DATE':
      return { ...base, condition: filter.operator === 'CONTAINS' ? 'ON' : 'NOT_ON', text: filter.value };
    case 'TEXT':
      return field?.type === 'SELECT'
        ? {
            ...base,
            condition: filter.operator === 'CONTAINS' ? 'HAS_ANY' : 'HAS_NONE',
            optionIds: filter.values,
          }
        : { ...base, condition: filter.operator, text: filter.values.join(' ') };
  }
}
