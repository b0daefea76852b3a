import { graphql } from '../../gql';

graphql(`
  fragment CustomFieldFields on CustomField {
    id
    target
    projectId
    label
    type
    numberFormat
    currencySymbol
    maxSelectable
    valueCount
    options {
      id
      label
      color
    }
  }
`);

graphql(`
  fragment CustomFieldValueFields on CustomFieldValue {
    fieldId
    text
    boolean
    number
    date
    optionIds
  }
`);

/** With a project: the workspace fields then the project's; without: the workspace fields. */
export const CUSTOM_FIELDS_QUERY = graphql(`
  query CustomFields($target: CustomFieldTarget!, $projectId: ID) {
    customFields(target: $target, projectId: $projectId) {
      ...CustomFieldFields
    }
  }
`);

/** The fields that apply to a note or insight, with its values. */
export const FIELD_VALUES_QUERY = graphql(`
  query FieldValues($target: CustomFieldTarget!, $projectId: ID, $objectId: ID!) {
    customFields(target: $target, projectId: $projectId) {
      ...CustomFieldFields
    }
    customFieldValues(target: $target, objectId: $objectId) {
      ...CustomFieldValueFields
    }
  }
`);

export const CREATE_CUSTOM_FIELD_MUTATION = graphql(`
  mutation CreateCustomField($input: CreateCustomFieldInput!) {
    createCustomField(input: $input) {
      ...CustomFieldFields
    }
  }
`);

export const UPDATE_CUSTOM_FIELD_MUTATION = graphql(`
  mutation UpdateCustomField($input: UpdateCustomFieldInput!) {
    updateCustomField(input: $input) {
      ...CustomFieldFields
    }
  }
`);

export const TYPE_CHANGE_PREVIEW_QUERY = graphql(`
  query CustomFieldTypeChangePreview($id: ID!, $type: CustomFieldType!) {
    customFieldTypeChangePreview(id: $id, type: $type) {
      affectedCount
      keptCount
      clearedCount
    }
  }
`);

export const CHANGE_CUSTOM_FIELD_TYPE_MUTATION = graphql(`
  mutation ChangeCustomFieldType($input: ChangeCustomFieldTypeInput!) {
    changeCustomFieldType(input: $input) {
      ...CustomFieldFields
    }
  }
`);

export const DELETE_CUSTOM_FIELD_MUTATION = graphql(`
  mutation DeleteCustomField($id: ID!) {
    deleteCustomField(id: $id)
  }
`);

export const ADD_CUSTOM_FIELD_OPTIONS_MUTATION = graphql(`
  mutation AddCustomFieldOptions($input: AddCustomFieldOptionsInput!) {
    addCustomFieldOptions(input: $input) {
      ...CustomFieldFields
    }
  }
`);

export const UPDATE_CUSTOM_FIELD_OPTION_MUTATION = graphql(`
  mutation UpdateCustomFieldOption($input: UpdateCustomFieldOptionInput!) {
    updateCustomFieldOption(input: $input) {
      ...CustomFieldFields
    }
  }
`);

export const OPTION_DELETE_PREVIEW_QUERY = graphql(`
  query CustomFieldOptionDeletePreview($fieldId: ID!, $optionId: ID!) {
    customFieldOptionDeletePreview(fieldId: $fieldId, optionId: $optionId) {
      affectedCount
      keptCount
      clearedCount
    }
  }
`);

export const DELETE_CUSTOM_FIELD_OPTION_MUTATION = graphql(`
  mutation DeleteCustomFieldOption($fieldId: ID!, $optionId: ID!) {
    deleteCustomFieldOption(fieldId: $fieldId, optionId: $optionId) {
      ...CustomFieldFields
    }
  }
`);

export const SET_CUSTOM_FIELD_VALUE_MUTATION = graphql(`
  mutation SetCustomFieldValue($input: SetCustomFieldValueInput!) {
    setCustomFieldValue(input: $input) {
      ...CustomFieldValueFields
    }
  }
`);

export const CLEAR_CUSTOM_FIELD_VALUE_MUTATION = graphql(`
  mutation ClearCustomFieldValue($fieldId: ID!, $target: CustomFieldTarget!, $objectId: ID!) {
    clearCustomFieldValue(fieldId: $fieldId, target: $target, objectId: $objectId)
  }
`);
