import type { CustomFieldType, NumberFormat } from '../types/CustomField';

/** The types in the order the type pickers list them. */
export const FIELD_TYPES: CustomFieldType[] = [
  'TEXT',
  'SELECT',
  'NUMBER',
  'NPS',
  'DATETIME',
  'BOOLEAN',
  'PERSON',
  'EMAIL',
  'PHONE',
  'URL',
] as const satisfies CustomFieldType[];

/** Spec 000 §3 number formats. */
export const NUMBER_FORMATS: NumberFormat[] = ['number', 'number_with_commas', 'percent', 'currency'];
