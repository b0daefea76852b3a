import { AppError, CUSTOM_FIELD_LIMITS } from '@fieldnote/core';

/** The refusals of custom field changes, worded for people and naming the input field. */
export const customFieldErrors = {
  tooManyOptions: (): AppError =>
    AppError.badInput(
      `A select field takes at most ${CUSTOM_FIELD_LIMITS.optionsPerParse} options at a time. Split the list and add the rest afterwards.`,
      { field: 'options', max: CUSTOM_FIELD_LIMITS.optionsPerParse },
    ),
  optionsTooLong: (): AppError =>
    AppError.badInput(
      `The options of a field can be at most ${CUSTOM_FIELD_LIMITS.optionsChars} characters long in all. Remove some options first.`,
      { field: 'options', maxLength: CUSTOM_FIELD_LIMITS.optionsChars },
    ),
  badOptionColor: (color: string): AppError =>
    AppError.badInput(
      `Option colour "${color.slice(0, 20)}" must be a 3- or 6-digit hex colour such as #1e88e5 or f80.`,
      {
        field: 'color',
      },
    ),
  emptyOptionLabel: (): AppError => AppError.badInput('Option label cannot be empty.', { field: 'label' }),
  duplicateOptionLabel: (label: string): AppError =>
    AppError.badInput(`This field already has an option "${label}".`, { field: 'label' }),
  notSelect: (): AppError => AppError.badInput('Only a SELECT field has options.', { field: 'type' }),
  optionsOnNonSelect: (): AppError =>
    AppError.badInput('Options can only be given to a SELECT field.', { field: 'options' }),
  formatOnNonNumber: (): AppError =>
    AppError.badInput('A number format can only be given to a NUMBER field.', { field: 'numberFormat' }),
  symbolWithoutCurrency: (): AppError =>
    AppError.badInput('A currency symbol needs the currency number format.', { field: 'currencySymbol' }),
  symbolTooLong: (): AppError =>
    AppError.badInput(
      `Currency symbol can be at most ${CUSTOM_FIELD_LIMITS.currencySymbol} characters long.`,
      {
        field: 'currencySymbol',
        maxLength: CUSTOM_FIELD_LIMITS.currencySymbol,
      },
    ),
  duplicateLabel: (label: string): AppError =>
    AppError.badInput(`A field named "${label}" already exists here. Pick another name.`, { field: 'label' }),
  tooManyFields: (): AppError =>
    AppError.badInput(
      `A project can have at most ${CUSTOM_FIELD_LIMITS.fieldsPerScope} fields for notes and ${CUSTOM_FIELD_LIMITS.fieldsPerScope} for insights, workspace fields included.`,
      { field: 'label', max: CUSTOM_FIELD_LIMITS.fieldsPerScope },
    ),
  sameType: (): AppError => AppError.badInput('The field already has this type.', { field: 'type' }),
  managersOnly: (): AppError =>
    AppError.forbidden(
      'Only workspace managers can change workspace fields. Project fields are open to contributors.',
    ),
  peopleFieldsInProject: (): AppError =>
    AppError.badInput(
      'People belong to the whole workspace, so their fields do too: create it without a project.',
      { field: 'projectId' },
    ),
  notForThisObject: (): AppError =>
    AppError.badInput(
      'This field does not belong to that note, insight or person: it is for another project or kind.',
      {
        field: 'fieldId',
      },
    ),
  badValue: (message: string): AppError => AppError.badInput(message, { field: 'value' }),
  notAMember: (label: string): AppError =>
    AppError.badInput(`"${label}" must be an active member of this workspace.`, { field: 'value' }),
} as const;
