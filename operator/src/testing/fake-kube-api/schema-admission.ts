import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FakeResource, JsonSchema, KubeObject } from './fake-resource';
import { hasCelRules, validateCelRules } from './cel-validator';
import {
  type FieldError,
  type FieldErrorType,
  fieldErrorBody,
  fieldErrorMessage,
  fieldErrorReason,
} from './field-error';
import { KubeStatusError } from './kube-status';

// strict: false lets the x-kubernetes-* keywords through; formats are not checked (no ajv-formats).
const ajv = new Ajv({
  strict: false,
  allErrors: true,
  useDefaults: true,
  verbose: true,
  validateFormats: false,
});
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

// apiVersion, kind and metadata are the server's business, whatever the CRD schema says about them.
const TYPE_AND_OBJECT_META = ['apiVersion', 'kind', 'metadata'];

function properties(schema: JsonSchema): Record<string, JsonSchema> {
  return (schema.properties ?? {}) as Record<string, JsonSchema>;
}

/** Drops fields the structural schema does not declare, as the API server does (silently). */
function prune(value: unknown, schema: JsonSchema, keep: readonly string[] = []): void {
  if (Array.isArray(value)) {
    if (schema.items) for (const item of value) prune(item, schema.items as JsonSchema);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const declared = properties(schema);
  const additional = schema.additionalProperties;
  const preserve = schema['x-kubernetes-preserve-unknown-fields'] === true;
  for (const key of Object.keys(record)) {
    if (keep.includes(key)) continue;
    if (declared[key]) prune(record[key], declared[key]);
    else if (additional && typeof additional === 'object') prune(record[key], additional as JsonSchema);
    else if (!preserve && additional !== true) delete record[key];
  }
}

function fieldPath(error: ErrorObject): string {
  const path = error.instancePath.split('/').filter(Boolean).join('.');
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return path ? `${path}.${missing}` : missing;
  }
  return path || '<root>';
}

// The field error kind the server gives each OpenAPI check (kube-openapi validate).
const ERROR_TYPES: Record<string, FieldErrorType> = {
  required: 'Required',
  enum: 'NotSupported',
  maxLength: 'TooLong',
  maxItems: 'TooMany',
  maxProperties: 'TooMany',
  type: 'TypeInvalid',
};

function fieldError(error: ErrorObject): FieldError {
  const field = fieldPath(error);
  const type = ERROR_TYPES[error.keyword] ?? 'Invalid';
  if (type === 'Required') return { type, field };
  if (type === 'NotSupported') {
    const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
    return {
      type,
      field,
      value: error.data,
      detail: `supported values: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`,
    };
  }
  const limit = (error.params as { limit?: number }).limit;
  if (type === 'TooLong') return { type, field, detail: `may not be more than ${limit} bytes` };
  if (type === 'TooMany') return { type, field, detail: `must have at most ${limit} items` };
  return { type, field, value: error.data, detail: `${field} in body ${error.message ?? 'is invalid'}` };
}

// Errors after which the server does not run CEL rules (apiextensions-apiserver hasBlockingErr).
const BLOCKING = new Set<FieldErrorType>(['NotSupported', 'Required', 'TooLong', 'TooMany', 'TypeInvalid']);

/** The server's 422 Invalid for a custom resource, with one cause per field error. */
function invalid(resource: FakeResource, object: KubeObject, errors: FieldError[]): KubeStatusError {
  const messages = errors.map(fieldErrorMessage);
  const name = object.metadata?.name ?? '';
  const summary = messages.length === 1 ? messages[0] : `[${messages.join(', ')}]`;
  return new KubeStatusError(
    422,
    'Invalid',
    `${resource.kind}.${resource.group} "${name}" is invalid: ${summary}`,
    {
      name,
      group: resource.group,
      kind: resource.kind,
      causes: errors.map((e) => ({
        reason: fieldErrorReason(e),
        message: fieldErrorBody(e),
        field: e.field,
      })),
    },
  );
}

/**
 * Applies a resource's CRD schema to an object about to be stored, as the API server's custom
 * resource strategy does: prune unknown fields, apply defaults, validate the OpenAPI schema, then
 * (unless that found a blocking error) evaluate the x-kubernetes-validations CEL rules, with `old`
 * the stored object on update so transition rules (`self == oldSelf`) apply. Mutates and returns
 * the object; throws the server's 422 Invalid on failure.
 */
export function admitBySchema(resource: FakeResource, object: KubeObject, old?: KubeObject): KubeObject {
  const schema = resource.schema;
  if (!schema) return object;
  const rootSchema: JsonSchema = {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties(schema)).filter(([key]) => !TYPE_AND_OBJECT_META.includes(key)),
    ),
  };
  prune(object, rootSchema, TYPE_AND_OBJECT_META);
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(rootSchema);
    compiled.set(schema, validate);
  }
  const errors: FieldError[] = validate(object as unknown)
    ? []
    : (validate.errors ?? []).filter((e) => e.keyword !== 'if').map(fieldError);
  if (hasCelRules(schema)) {
    if (errors.some((e) => BLOCKING.has(e.type))) errors.push(NOT_CHECKED);
    else errors.push(...validateCelRules(schema, object, old));
  }
  if (errors.length) throw invalid(resource, object, errors);
  return object;
}

const NOT_CHECKED: FieldError = {
  type: 'Invalid',
  field: '<nil>',
  value: null,
  detail:
    'some validation rules were not checked because the object was invalid; correct the existing errors to complete validation',
};
