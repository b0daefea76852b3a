import type { CustomFieldFieldsFragment, CustomFieldValueFieldsFragment } from '../../../gql/graphql';

// Generated from the schema and the operations (npm run codegen -w web); only named here.
export type { CustomFieldTarget, CustomFieldType, NumberFormat } from '../../../gql/graphql';
export type CustomField = CustomFieldFieldsFragment;
export type CustomFieldValue = CustomFieldValueFieldsFragment;
