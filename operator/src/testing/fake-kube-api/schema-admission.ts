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

// strict: false lets the x-kubernetes-* keywords through.
const ajv = new Ajv({
  strict: false,
  allErrors: true,
  useDefaults: true,
  verbose: true,
});
// The formats the Workspace CRD uses, as kube-openapi's strfmt checks them (a 1.36 CRD server
// refuses a teamId that is no uuid and an owner e-mail that is no address); other formats pass.
ajv.addFormat('uuid', /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i);
ajv.addFormat('email', /^[^\s@<>]+@[^\s@<>]+$/);
for (const format of [
  'uri',
  'hostname',
  'ipv4',
  'ipv6',
  'cidr',
  'mac',
  'date',
  'date-time',
  'duration',
  'byte',
  'password',
  'int32',
  'int64',
  'float',
  'double',
])
  ajv.addFormat(format, true);
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
  if (error.keyword === 'type' || error.keyword === 'format') {
    // kube-openapi: the value's JSON type (type) or the value (format), then `must be of type <t>: <that>`.
    const expected =
      error.keyword === 'type'
        ? (error.params as { type: string }).type
        : (error.params as { format: string }).format;
    const shown = error.keyword === 'type' ? jsonType(error.data) : error.data;
    return {
      type: 'TypeInvalid',
      field,
      value: shown,
      detail: `${field} in body must be of type ${expected}: ${JSON.stringify(shown)}`,
    };
  }
  return { type, field, value: error.data, detail: `${field} in body ${openApiWording(error)}` };
}

/** The JSON type name kube-openapi reports for a value of the wrong type. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const STRING_CHECKS = ['maxLength', 'minLength', 'pattern'];

/**
 * kube-openapi checks a string's maxLength, minLength and pattern in that order and reports only
 * the first that fails (ajv reports all): "A" for a 4-character minimum is too short, not also
 * off-pattern.
 */
function firstStringErrors(errors: ErrorObject[]): ErrorObject[] {
  return errors.filter((error) => {
    const rank = STRING_CHECKS.indexOf(error.keyword);
    if (rank <= 0) return true;
    return !errors.some(
      (other) =>
        other.instancePath === error.instancePath && STRING_CHECKS.slice(0, rank).includes(other.keyword),
    );
  });
}

/** kube-openapi's wording of a failed check (go-openapi validate's messages), not ajv's. */
function openApiWording(error: ErrorObject): string {
  const params = error.params as { limit?: number; pattern?: string; comparison?: string };
  switch (error.keyword) {
    case 'pattern':
      return `should match '${params.pattern}'`;
    case 'minLength':
      return `should be at least ${params.limit} chars long`;
    case 'minimum':
      return `should be greater than or equal to ${params.limit}`;
    case 'maximum':
      return `should be less than or equal to ${params.limit}`;
    case 'minItems':
      return `should have at least ${params.limit} items`;
    default:
      return error.message ?? 'is invalid';
  }
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
    : firstStringErrors((validate.errors ?? []).filter((e) => e.keyword !== 'if')).map(fieldError);
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
