import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FakeResource, JsonSchema, KubeObject } from './fake-resource';
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

function describe(error: ErrorObject): string {
  const field = fieldPath(error);
  if (error.keyword === 'required') return `${field}: Required value`;
  const value = JSON.stringify(error.data);
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
    return `${field}: Unsupported value: ${value}: supported values: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return `${field}: Invalid value: ${value}: ${field} in body ${error.message ?? 'is invalid'}`;
}

/**
 * Applies a resource's CRD schema to an object about to be stored: prune unknown fields, apply
 * defaults, validate. Mutates and returns the object; throws the server's 422 Invalid on failure.
 */
export function admitBySchema(resource: FakeResource, object: KubeObject): KubeObject {
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
  if (validate(object as unknown)) return object;
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if');
  const messages = errors.map(describe);
  const name = object.metadata?.name ?? '';
  const summary = messages.length === 1 ? messages[0] : `[${messages.join(', ')}]`;
  throw new KubeStatusError(
    422,
    'Invalid',
    `${resource.kind}.${resource.group} "${name}" is invalid: ${summary}`,
    {
      name,
      group: resource.group,
      kind: resource.kind,
      causes: errors.map((e, i) => ({
        reason: 'FieldValueInvalid',
        message: messages[i],
        field: fieldPath(e),
      })),
    },
  );
}
