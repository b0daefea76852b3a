import { defineEvent } from './define-event';
import { count, text, uuid, uuidOrNull } from './event-fields';

/** A field's events name it and its project (null for a workspace field). */
const field = { fieldId: uuid, projectId: uuidOrNull };
/** A value belongs to a note, an insight or a person (`target`) and its project (null for a person). */
const value = { fieldId: uuid, target: text, objectId: uuid, projectId: uuidOrNull };

/** Custom fields, their select options and their values. */
export const CUSTOM_FIELD_EVENTS = {
  created: defineEvent({
    subject: 'custom_field.created',
    version: 1,
    description: 'A custom field was defined for notes, insights or people.',
    payload: { ...field, target: text, type: text },
  }),
  updated: defineEvent({
    subject: 'custom_field.updated',
    version: 1,
    description: 'A custom field was renamed or its settings changed.',
    payload: field,
  }),
  typeChanged: defineEvent({
    subject: 'custom_field.type_changed',
    version: 1,
    description: "A custom field's type changed: values that fit were kept, the rest cleared (counts given).",
    payload: { ...field, from: text, to: text, keptCount: count, clearedCount: count },
  }),
  deleted: defineEvent({
    subject: 'custom_field.deleted',
    version: 1,
    description: 'A custom field was deleted with its values (`clearedCount` of them).',
    payload: { ...field, clearedCount: count },
  }),
  optionsAdded: defineEvent({
    subject: 'custom_field.options_added',
    version: 1,
    description: 'Options were added to a select field (labels already there are skipped).',
    payload: { ...field, addedCount: count },
  }),
  optionUpdated: defineEvent({
    subject: 'custom_field.option_updated',
    version: 1,
    description: "A select field's option was relabelled or recoloured.",
    payload: { ...field, optionId: uuid },
  }),
  optionDeleted: defineEvent({
    subject: 'custom_field.option_deleted',
    version: 1,
    description:
      "A select field's option was deleted: values that held it lose it, those left empty are cleared.",
    payload: { ...field, optionId: uuid, affectedCount: count, clearedCount: count },
  }),
  valueSet: defineEvent({
    subject: 'custom_field_value.set',
    version: 1,
    description: "A custom field's value was set on a note, insight or person.",
    payload: value,
  }),
  valueCleared: defineEvent({
    subject: 'custom_field_value.cleared',
    version: 1,
    description: "A custom field's value was cleared on a note, insight or person.",
    payload: value,
  }),
} as const;
