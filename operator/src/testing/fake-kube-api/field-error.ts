/**
 * The kinds of field error the API server reports (k8s.io/apimachinery field.ErrorType), with the
 * wording its `ErrorBody` gives them and the `reason` a Status cause carries.
 */
export type FieldErrorType =
  | 'Invalid'
  | 'Required'
  | 'Forbidden'
  | 'Duplicate'
  | 'NotSupported'
  | 'TooLong'
  | 'TooMany'
  | 'TypeInvalid'
  | 'InternalError';

/** One field error: where, what kind, the offending value (or its type name) and the detail. */
export interface FieldError {
  type: FieldErrorType;
  /** The field path as the server prints it (`spec.region`, `spec.items[0]`), `<nil>` for none. */
  field: string;
  value?: unknown;
  /** The value is left out of the message (Go's field.OmitValueType), e.g. a CEL rule on an object. */
  omitValue?: boolean;
  detail?: string;
}

const REASONS: Record<FieldErrorType, string> = {
  Invalid: 'FieldValueInvalid',
  Required: 'FieldValueRequired',
  Forbidden: 'FieldValueForbidden',
  Duplicate: 'FieldValueDuplicate',
  NotSupported: 'FieldValueNotSupported',
  TooLong: 'FieldValueTooLong',
  TooMany: 'FieldValueTooMany',
  TypeInvalid: 'FieldValueTypeInvalid',
  InternalError: 'InternalError',
};

const LABELS: Record<FieldErrorType, string> = {
  Invalid: 'Invalid value',
  Required: 'Required value',
  Forbidden: 'Forbidden',
  Duplicate: 'Duplicate value',
  NotSupported: 'Unsupported value',
  TooLong: 'Too long',
  TooMany: 'Too many',
  TypeInvalid: 'Invalid value',
  InternalError: 'Internal error',
};

// Kinds whose body shows the value (Go: Invalid, NotSupported, Duplicate and TypeInvalid print BadValue).
const SHOWS_VALUE = new Set<FieldErrorType>(['Invalid', 'NotSupported', 'Duplicate', 'TypeInvalid']);

/** The value as Go's field error prints it: strings quoted, numbers, booleans and null bare. */
function printed(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

/** The error without its field (the Status cause's message), e.g. `Invalid value: "EU_A": region is immutable`. */
export function fieldErrorBody(error: FieldError): string {
  const label = LABELS[error.type];
  const head = SHOWS_VALUE.has(error.type) && !error.omitValue ? `${label}: ${printed(error.value)}` : label;
  return error.detail ? `${head}: ${error.detail}` : head;
}

/** The whole error as the server prints it in a Status message: `<field>: <body>`. */
export function fieldErrorMessage(error: FieldError): string {
  return `${error.field}: ${fieldErrorBody(error)}`;
}

/** The Status cause reason for an error kind, e.g. FieldValueInvalid. */
export function fieldErrorReason(error: FieldError): string {
  return REASONS[error.type];
}
