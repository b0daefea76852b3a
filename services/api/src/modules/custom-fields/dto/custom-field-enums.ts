import { registerEnumType } from '@nestjs/graphql';

/** Spec 000 §3: custom field types. */
export enum CustomFieldType {
  BOOLEAN = 'BOOLEAN',
  DATETIME = 'DATETIME',
  EMAIL = 'EMAIL',
  NPS = 'NPS',
  NUMBER = 'NUMBER',
  PERSON = 'PERSON',
  PHONE = 'PHONE',
  SELECT = 'SELECT',
  TEXT = 'TEXT',
  URL = 'URL',
}

/** Spec 000 §3 number formats, spelled as the spec spells them. */
export enum NumberFormat {
  number = 'number',
  number_with_commas = 'number_with_commas',
  percent = 'percent',
  currency = 'currency',
}

/** What a custom field describes. People's fields are always the workspace's: people belong to no project. */
export enum CustomFieldTarget {
  NOTE = 'NOTE',
  INSIGHT = 'INSIGHT',
  PERSON = 'PERSON',
}

registerEnumType(CustomFieldType, {
  name: 'CustomFieldType',
  description: 'What a custom field holds (spec 000 §3). PERSON is a workspace member.',
});
registerEnumType(NumberFormat, {
  name: 'NumberFormat',
  description: 'How a NUMBER field is shown (spec 000 §3); currency takes a currencySymbol.',
});
registerEnumType(CustomFieldTarget, {
  name: 'CustomFieldTarget',
  description: 'What a custom field describes: notes, insights or people (workspace fields only).',
});
